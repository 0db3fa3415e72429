import { comptoirJaipur } from './comptoir-jaipur.js';
import { maisonAurele } from './maison-aurele.js';
import type { StoreProfile } from './store-profile.js';

/** The built-in stores, by the name `EMULATOR_PROFILE` and the `profile` option take. */
export const storeProfiles = {
  'maison-aurele': maisonAurele,
  'comptoir-jaipur': comptoirJaipur,
} as const satisfies Record<string, StoreProfile>;

export type StoreProfileName = keyof typeof storeProfiles;
export const storeProfileNames = Object.keys(storeProfiles) as StoreProfileName[];
export const DEFAULT_PROFILE: StoreProfileName = 'maison-aurele';

export function isStoreProfileName(name: string): name is StoreProfileName {
  return Object.hasOwn(storeProfiles, name);
}
