import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

export interface RequestLogOptions {
  write: (line: string) => void;
  redact: (text: string) => string;
}

/**
 * One JSON line per request (method, path without its query, status, duration, request id, and the storefront's
 * correlation id when the request reached it), and the request id sent back as `X-Request-Id`.
 */
export function requestLog({ write, redact }: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.get('requestId');
    // Set before the answer exists: a header added to a finished answer makes Hono rebuild it as a stream.
    c.header('X-Request-Id', requestId);
    await next();
    const failure = c.get('failure');
    const upstreamCorrelationId = c.get('upstreamCorrelationId');
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        requestId,
        method: c.req.method,
        path: redact(c.req.path),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(failure ? { failure: redact(failure) } : {}),
        ...(upstreamCorrelationId ? { upstreamCorrelationId: redact(upstreamCorrelationId) } : {}),
      }),
    );
  };
}
