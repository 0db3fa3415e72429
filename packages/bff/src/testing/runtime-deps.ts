import type { AppDeps } from '../app.js';
import type { ResponseCache } from '../cache/cache-api-store.js';
import { workerdDeps } from '../workerd-deps.js';

const workerdCache = () => (globalThis as { caches?: { default?: ResponseCache } }).caches?.default;

/** The tests run inside workerd (the `bff-workerd` project), where the Cache API exists. */
export const onWorkerd = () => workerdCache() !== undefined;

/**
 * Inside workerd, the worker entry's own parts, so the same suites prove them: each app's caches in the Cache API
 * under a namespace of its own (a fresh cache, as in memory), compression by the runtime. On Node, the defaults.
 */
export function runtimeDeps(): AppDeps {
  const cache = workerdCache();
  return cache ? workerdDeps(cache, `${crypto.randomUUID()}/`) : {};
}
