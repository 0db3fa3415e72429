import type { AppDeps } from './app.js';
import { cacheApiStore, type ResponseCache } from './cache/cache-api-store.js';

/**
 * What differs on workerd, for the worker entry and for the shared test suites run inside workerd: the caches in
 * the Cache API (`namespace` keeps one app's entries apart from another's) and compression left to the runtime.
 */
export function workerdDeps(
  cache: ResponseCache,
  namespace = '',
): Pick<AppDeps, 'compression' | 'cacheStore'> {
  return {
    compression: 'runtime',
    cacheStore: (name, { lifetimeMs }) => cacheApiStore(cache, `${namespace}${name}`, lifetimeMs),
  };
}
