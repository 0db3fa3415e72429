import type { CacheStore } from './cache-store.js';

export interface SwrCacheOptions<V> {
  /** How long an entry is served as is. */
  freshMs: number;
  /** How long after that it is still served while a refresh runs in the background. */
  staleMs: number;
  now: () => number;
  store: CacheStore<V>;
  /**
   * Keeps a background refresh alive past the answer: workerd stops a request's work once it has answered unless
   * told (`waitUntil`); Node needs nothing.
   */
  background?: (work: Promise<unknown>) => void;
}

/**
 * A cache with stale-while-revalidate over a store (memory or the Cache API). Only successful loads are stored (a
 * failure is never cached), and concurrent loads of one key in this process share a single call (coalescing).
 */
export class SwrCache<V> {
  readonly #loading = new Map<string, Promise<V>>();

  constructor(readonly options: SwrCacheOptions<V>) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const { store, freshMs, staleMs, now } = this.options;
    const entry = await store.read(key);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < freshMs) return entry.value;
      if (age < freshMs + staleMs) {
        // The stale copy answers now; a failed refresh keeps it until the stale window closes.
        const refresh = this.#load(key, load).catch(() => undefined);
        this.options.background?.(refresh);
        return entry.value;
      }
      await store.delete(key);
    }
    return this.#load(key, load);
  }

  #load(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.#loading.get(key);
    if (running) return running;
    const loading = load()
      .then(async (value) => {
        await this.options.store.write(key, { value, storedAt: this.options.now() });
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }
}
