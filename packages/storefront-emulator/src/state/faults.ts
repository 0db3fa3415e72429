import { z } from 'zod';

const faultModes = ['none', 'slow', 'error', 'malformed', 'hang', 'drop', 'down', 'huge'] as const;

/** The body of `POST /__control/faults`. */
export const faultSettingsSchema = z.strictObject({
  mode: z.enum(faultModes),
  /** slow: how long to wait before answering normally. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
  /** error: the status to answer with. */
  status: z.number().int().min(400).max(599).optional(),
  /** Only requests whose path after `/store/{store}` starts with this, e.g. `/products`. */
  path: z.string().startsWith('/').optional(),
  /** How many requests the fault affects; every one when absent. */
  count: z.number().int().min(1).optional(),
});
export type FaultSettings = z.infer<typeof faultSettingsSchema>;

export const DEFAULT_SLOW_DELAY_MS = 1_000;
export const DEFAULT_ERROR_STATUS = 500;

const NO_FAULT: FaultSettings = { mode: 'none' };

/** The fault currently injected into storefront requests, counted down request by request. */
export class FaultSwitch {
  #settings: FaultSettings = NO_FAULT;

  set(settings: FaultSettings): void {
    this.#settings = settings.mode === 'none' ? NO_FAULT : settings;
  }

  /** The fault as it stands; `count` is what remains of it. */
  get current(): FaultSettings {
    return this.#settings;
  }

  clear(): void {
    this.#settings = NO_FAULT;
  }

  /** The fault this request suffers, if any, spending one of its count. */
  take(storePath: string): FaultSettings | null {
    const settings = this.#settings;
    if (settings.mode === 'none' || (settings.path && !storePath.startsWith(settings.path))) return null;
    if (settings.count !== undefined) {
      this.#settings = settings.count > 1 ? { ...settings, count: settings.count - 1 } : NO_FAULT;
    }
    return settings;
  }
}
