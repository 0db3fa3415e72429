export type { ConnectionDropper, InterruptedAnswer } from './api/fault-injection.js';
export { HUGE_BODY_BYTES } from './api/fault-injection.js';
export {
  createEmulator,
  DEFAULT_PUBLIC_ORIGIN,
  DEFAULT_STORE_ID,
  type Emulator,
  type EmulatorOptions,
} from './create-emulator.js';
export { FREE_SHIPPING_FROM, STANDARD_SHIPPING } from './payment/money.js';
export { type RunningEmulator, type StartEmulatorOptions, startEmulator } from './start-emulator.js';
export { SESSION_TTL_MS } from './state/checkout-sessions.js';
export { type FaultMode, type FaultSettings, faultModes } from './state/faults.js';
