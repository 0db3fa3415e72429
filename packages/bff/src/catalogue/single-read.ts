import type { WarnLog } from '../http/warn-log.js';

/** After a failed read, wait this long before the next one, doubling up to the ceiling. */
export const CATALOGUE_RETRY = { firstMs: 10_000, maxMs: 10 * 60_000 } as const;

/** A failure's message for the log. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One read of the catalogue at a time, and a wait after failures (a 429 or 5xx of the storefront, a timeout, the
 * global store down): 10 s after the first, then twice as long each time up to 10 min, so a struggling service
 * is not asked again by every request. Each failure is logged as `event` with its reason and the wait.
 */
export class SingleRead<T> {
  #running: Promise<T> | undefined;
  #retryAt = 0;
  #waitMs = 0;
  #lastFailure: unknown;

  constructor(private readonly options: { now: () => number; warn: WarnLog; event: string }) {}

  /** The read under way, if any. */
  get running(): Promise<T> | undefined {
    return this.#running;
  }

  /** Whether a read may start now: none is under way and no wait lasts. */
  get ready(): boolean {
    return !this.#running && this.options.now() >= this.#retryAt;
  }

  /** The read under way, else a new one; within a wait, the last failure at once. */
  join(read: () => Promise<T>): Promise<T> {
    if (this.#running) return this.#running;
    if (this.options.now() < this.#retryAt) return Promise.reject(this.#lastFailure);
    return this.start(read);
  }

  /** A new read (the caller has checked `ready`). */
  start(read: () => Promise<T>): Promise<T> {
    const { now, warn, event } = this.options;
    this.#running = read()
      .then(
        (value) => {
          this.#waitMs = 0;
          return value;
        },
        (error: unknown) => {
          this.#waitMs = Math.min(Math.max(this.#waitMs * 2, CATALOGUE_RETRY.firstMs), CATALOGUE_RETRY.maxMs);
          this.#retryAt = now() + this.#waitMs;
          this.#lastFailure = error;
          warn(event, { reason: reasonOf(error), retryInMs: this.#waitMs });
          throw error;
        },
      )
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }
}
