import type { RateLimiter } from '../security/rate-limit.js';

/** Cloudflare's rate-limiting binding (`ratelimits` in wrangler.jsonc): counts per key, per location. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Checkouts counted by the platform rather than in an isolate's memory, which each request may not share. The
 * binding's limit and period are set in wrangler.jsonc (`CHECKOUT_RATE_LIMIT` does not apply to it); a client
 * past it waits out the period.
 */
export function bindingRateLimiter(binding: RateLimitBinding, periodSeconds: number): RateLimiter {
  return async (key) => ((await binding.limit({ key })).success ? undefined : periodSeconds);
}
