import { LruMap } from './lru-map.js';

/** A cached value and when it was stored (ms since the epoch), which makes it fresh or stale. */
interface CacheEntry<V> {
  value: V;
  storedAt: number;
}

/**
 * Where a cache keeps its entries: process memory on Node, the Cache API on workerd (shared by every isolate of
 * one location). Freshness is decided by the cache, not the store; a store may forget an entry at any time.
 */
export interface CacheStore<V> {
  read(key: string): Promise<CacheEntry<V> | undefined>;
  write(key: string, entry: CacheEntry<V>): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The store of one process: at most `maxEntries`, the least recently read forgotten first. */
export function memoryStore<V>(maxEntries: number): CacheStore<V> {
  const entries = new LruMap<string, CacheEntry<V>>(maxEntries);
  return {
    read: async (key) => entries.get(key),
    write: async (key, entry) => entries.set(key, entry),
    delete: async (key) => entries.delete(key),
  };
}
