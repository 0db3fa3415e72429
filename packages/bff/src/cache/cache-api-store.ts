import type { CachedBody } from '../http/cached-body.js';
import type { CacheStore } from './cache-store.js';

/** The part of the Cache API the store uses (workerd's `caches.default`). */
export interface ResponseCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  delete(request: Request): Promise<boolean>;
}

/** Everything of a cached body but its bytes (and its gzip, which the runtime makes): its ETag and extras. */
const META_HEADER = 'x-aurele-entry';

/**
 * Cached bodies in the Cache API, under a private address per `namespace` and key: the bytes as the body, the rest
 * of the entry as JSON in a header. The Cache API is shared per location, so one renders or one storefront call
 * serves every isolate there; it keeps an entry `lifetimeMs` at most (fresh plus stale).
 */
export function cacheApiStore<V extends CachedBody>(
  cache: ResponseCache,
  namespace: string,
  lifetimeMs: number,
): CacheStore<V> {
  // Never a public address: the cache is keyed by URL, and this host cannot be asked for from outside.
  const keyOf = (key: string) =>
    new Request(`https://cache.aurele.internal/${namespace}/${encodeURIComponent(key)}`);
  return {
    async read(key) {
      const hit = await cache.match(keyOf(key));
      if (!hit) return undefined;
      const { storedAt, ...rest } = JSON.parse(hit.headers.get(META_HEADER) ?? '{}') as { storedAt: number };
      const body = new Uint8Array(await hit.arrayBuffer());
      return { value: { ...rest, body } as unknown as V, storedAt };
    },
    async write(key, { value, storedAt }) {
      const { body, gzip: _gzip, ...rest } = value;
      const headers = {
        [META_HEADER]: JSON.stringify({ ...rest, storedAt }),
        'Cache-Control': `max-age=${Math.ceil(lifetimeMs / 1000)}`,
      };
      await cache.put(keyOf(key), new Response(body, { headers }));
    },
    async delete(key) {
      await cache.delete(keyOf(key));
    },
  };
}
