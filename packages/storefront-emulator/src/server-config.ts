import { DEFAULT_STORE_ID } from './create-emulator.js';
import { isCatalogueSize, MAX_CATALOGUE_SIZE } from './profiles/catalogue-size.js';
import {
  DEFAULT_PROFILE,
  isStoreProfileName,
  type StoreProfileName,
  storeProfileNames,
} from './profiles/index.js';
import type { StartEmulatorOptions } from './start-emulator.js';

/** The emulator process's settings, from its environment (see README.md). */
export function configFromEnv(env: NodeJS.ProcessEnv): StartEmulatorOptions {
  return {
    profile: profile(env.EMULATOR_PROFILE),
    catalogueSize: catalogueSize(env.EMULATOR_CATALOGUE_SIZE),
    host: env.HOST || '127.0.0.1',
    apiPort: port(env, 'EMULATOR_API_PORT', 8081),
    publicPort: port(env, 'EMULATOR_PUBLIC_PORT', 8082),
    publicOrigin: env.EMULATOR_PUBLIC_ORIGIN || undefined,
    storeId: env.EMULATOR_STORE_ID || DEFAULT_STORE_ID,
    control: ['1', 'true'].includes((env.EMULATOR_CONTROL ?? '').toLowerCase()),
    photoCache: env.EMULATOR_PHOTO_CACHE || undefined,
  };
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, not « ${raw} »`);
  }
  return value;
}

function profile(raw: string | undefined): StoreProfileName {
  if (!raw) return DEFAULT_PROFILE;
  if (isStoreProfileName(raw)) return raw;
  throw new Error(`EMULATOR_PROFILE must be one of ${storeProfileNames.join(', ')}, not « ${raw} »`);
}

function catalogueSize(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (value === 0) return undefined;
  if (!isCatalogueSize(value)) {
    throw new Error(
      `EMULATOR_CATALOGUE_SIZE must be a whole number from 1 to ${MAX_CATALOGUE_SIZE} (0 or unset: the profile's own catalogue), not « ${raw} »`,
    );
  }
  return value;
}
