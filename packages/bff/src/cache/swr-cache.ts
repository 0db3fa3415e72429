import { LruMap } from './lru-map.js';

export interface SwrCacheOptions {
  maxEntries: number;
  /** How long an entry is served as is. */
  freshMs: number;
  /** How long after that it is still served while a refresh runs in the background. */
  staleMs: number;
  now: () => number;
}

/**
 * A bounded in-memory cache with stale-while-revalidate. Only successful loads are stored (a failure is never
 * cached), and concurrent loads of one key share a single call (request coalescing).
 */
export class SwrCache<V> {
  readonly #entries: LruMap<string, { value: V; storedAt: number }>;
  readonly #loading = new Map<string, Promise<V>>();

  constructor(readonly options: SwrCacheOptions) {
    this.#entries = new LruMap(options.maxEntries);
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry) {
      const age = this.options.now() - entry.storedAt;
      if (age < this.options.freshMs) return entry.value;
      if (age < this.options.freshMs + this.options.staleMs) {
        // The stale copy answers now; a failed refresh keeps it until the stale window closes.
        this.#load(key, load).catch(() => undefined);
        return entry.value;
      }
      this.#entries.delete(key);
    }
    return this.#load(key, load);
  }

  #load(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.#loading.get(key);
    if (running) return running;
    const loading = load()
      .then((value) => {
        this.#entries.set(key, { value, storedAt: this.options.now() });
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }
}
