import type { Context, MiddlewareHandler } from 'hono';
import { LruMap } from '../cache/lru-map.js';
import { errorMessages, HttpError } from '../http/errors.js';

/**
 * Counts one request of a client: the seconds it must wait when it is past its limit, or undefined. In memory on
 * Node (`memoryRateLimiter`); on workerd, the platform's rate-limiting binding (`worker/rate-limit-binding.ts`).
 */
export type RateLimiter = (clientKey: string) => Promise<number | undefined>;

export interface MemoryRateLimiterOptions {
  /** Requests allowed per client and window. */
  limit: number;
  windowMs: number;
  now: () => number;
  /** Clients remembered at once; under a flood of new ones the least recent is forgotten. */
  maxClients?: number;
}

/** A fixed window per client, in this process's memory. */
export function memoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter {
  const windows = new LruMap<string, { start: number; count: number }>(options.maxClients ?? 10_000);
  return async (key) => {
    const now = options.now();
    let window = windows.get(key);
    if (!window || now - window.start >= options.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= options.limit) return undefined;
    return Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
  };
}

/** Past the limiter's limit, 429 with `Retry-After`. */
export function rateLimit(limiter: RateLimiter, clientKey: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const retryAfter = await limiter(clientKey(c));
    if (retryAfter !== undefined) {
      throw new HttpError(429, errorMessages.tooManyRequests, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
