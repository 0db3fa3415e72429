import type { RequestIdVariables } from 'hono/request-id';
import type { Compression } from './compression.js';

/** What the middleware and handlers leave on the context for later ones (per request: no shared state). */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** Why the answer is an error the BFF did not choose (an upstream failure, a bug), for the request log. */
    failure?: string;
    /** The storefront's `x-correlation-id` of this request's upstream call, for the request log only. */
    upstreamCorrelationId?: string;
    /** Who compresses this answer: the app or the runtime (see compression.ts). */
    compression: Compression;
  };
}
