import type { z } from 'zod';
import { readLimitedText } from './read-body.js';
import { readErrorCode } from './read-error-code.js';
import { UpstreamError, type UpstreamFailure } from './upstream-error.js';

/** Larger than any honest catalogue answer; a bigger body is refused (502) rather than buffered. */
const MAX_UPSTREAM_BODY_BYTES = 5 * 1024 * 1024;

export interface StorefrontClientOptions {
  apiUrl: string;
  storeId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  maxBodyBytes?: number;
}

/** A checked answer, and the storefront's `x-correlation-id` of it, for the request log (never the browser). */
export interface UpstreamAnswer<T> {
  data: T;
  correlationId?: string;
}

/** The one way out to the storefront: `{apiUrl}/store/{storeId}/{path}`, answers checked against the contract. */
export interface StorefrontClient {
  get<T>(path: string, query: URLSearchParams, schema: z.ZodType<T>): Promise<UpstreamAnswer<T>>;
  post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<UpstreamAnswer<T>>;
}

/** Longer than any id a tracing system writes; keeps a log line bounded whatever the header holds. */
const MAX_CORRELATION_ID_LENGTH = 128;

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const fetchUpstream = options.fetch ?? globalThis.fetch;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES;
  const base = `${options.apiUrl}/store/${encodeURIComponent(options.storeId)}/`;

  async function attempt<T>(
    url: string,
    init: RequestInit,
    schema: z.ZodType<T>,
  ): Promise<UpstreamAnswer<T>> {
    // `manual`: a redirect is an answer we do not expect (→ 502), never a hop to another host.
    const response = await fetchUpstream(url, { ...init, redirect: 'manual' });
    const correlationId =
      response.headers.get('x-correlation-id')?.slice(0, MAX_CORRELATION_ID_LENGTH) || undefined;
    const fail = (failure: UpstreamFailure) => new UpstreamError(failure, correlationId);
    if (!response.ok) {
      // A redirect's body says nothing we use; an error's may carry a machine code (`insufficient_inventory`).
      let code: string | undefined;
      if (response.status >= 400) code = await readErrorCode(response);
      else await response.body?.cancel().catch(() => undefined);
      throw fail({ kind: 'status', status: response.status, code });
    }
    const text = await readLimitedText(response, maxBodyBytes).catch((error: unknown) => {
      throw error instanceof UpstreamError ? fail(error.failure) : error;
    });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw fail({ kind: 'malformed' });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw fail({ kind: 'malformed' });
    return { data: parsed.data, correlationId };
  }

  async function call<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<UpstreamAnswer<T>> {
    // One deadline for the whole call, retry included: the shopper waits for the total, not per attempt.
    const signal = AbortSignal.timeout(options.timeoutMs);
    // Only an idempotent GET may be sent twice; a checkout POST could create two payment sessions.
    const attempts = init.method === 'GET' ? 2 : 1;
    for (let done = 1; ; done += 1) {
      try {
        return await attempt(url, { ...init, signal }, schema);
      } catch (error) {
        const failure = classify(error, signal);
        if (failure.failure.kind !== 'network' || done >= attempts) throw failure;
      }
    }
  }

  return {
    get: (path, query, schema) => {
      const search = query.size > 0 ? `?${query}` : '';
      return call(
        `${base}${path}${search}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        schema,
      );
    },
    post: (path, body, schema) =>
      call(
        `${base}${path}`,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        schema,
      ),
  };
}

/** Anything that is not already classified failed on the wire: past the deadline it is a timeout. */
function classify(error: unknown, signal: AbortSignal): UpstreamError {
  if (error instanceof UpstreamError) return error;
  return new UpstreamError(signal.aborted ? { kind: 'timeout' } : { kind: 'network' });
}
