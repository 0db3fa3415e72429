import type { Context } from 'hono';
import type { UpstreamAnswer } from '../storefront/client.js';
import { UpstreamError } from '../storefront/upstream-error.js';
import type { AppEnv } from './app-env.js';

/**
 * Keeps the storefront's `x-correlation-id` of this request's call on the context, for the request log only: it
 * never goes to the browser. Per request, so the app stays free of shared state. The last call's id wins.
 */
function noteCorrelationId(c: Context<AppEnv>, correlationId: string | undefined): void {
  if (correlationId) c.set('upstreamCorrelationId', correlationId);
}

/** The data of a storefront call, its correlation id noted whether it answered or failed. */
export async function traced<T>(c: Context<AppEnv>, call: Promise<UpstreamAnswer<T>>): Promise<T> {
  try {
    const { data, correlationId } = await call;
    noteCorrelationId(c, correlationId);
    return data;
  } catch (error) {
    if (error instanceof UpstreamError) noteCorrelationId(c, error.correlationId);
    throw error;
  }
}
