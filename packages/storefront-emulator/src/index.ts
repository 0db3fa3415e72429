export type { ConnectionDropper, InterruptedAnswer } from './api/fault-injection.js';
export { HUGE_BODY_BYTES } from './api/fault-injection.js';
export { SeededRandom } from './catalogue/large-store/seeded-random.js';
export {
  createEmulator,
  DEFAULT_PUBLIC_ORIGIN,
  DEFAULT_STORE_ID,
  type Emulator,
  type EmulatorOptions,
} from './create-emulator.js';
export { MAX_CATALOGUE_SIZE } from './profiles/catalogue-size.js';
export {
  DEFAULT_PROFILE,
  type StoreProfileName,
  storeProfileNames,
  storeProfiles,
} from './profiles/index.js';
export type { ShippingRule, StoreProfile } from './profiles/store-profile.js';
export { type RunningEmulator, type StartEmulatorOptions, startEmulator } from './start-emulator.js';
export { SESSION_TTL_MS } from './state/checkout-sessions.js';
