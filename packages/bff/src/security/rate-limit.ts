import type { Context, MiddlewareHandler } from 'hono';
import { LruMap } from '../cache/lru-map.js';
import { errorMessages, HttpError } from '../http/errors.js';

export interface RateLimitOptions {
  /** Requests allowed per client and window. */
  limit: number;
  windowMs: number;
  now: () => number;
  clientKey: (c: Context) => string;
  /** Clients remembered at once; under a flood of new ones the least recent is forgotten. */
  maxClients?: number;
}

/** A fixed window per client: past `limit` requests, 429 with `Retry-After` until the window ends. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const windows = new LruMap<string, { start: number; count: number }>(options.maxClients ?? 10_000);
  return async (c, next) => {
    const key = options.clientKey(c);
    const now = options.now();
    let window = windows.get(key);
    if (!window || now - window.start >= options.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
      throw new HttpError(429, errorMessages.tooManyRequests, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
