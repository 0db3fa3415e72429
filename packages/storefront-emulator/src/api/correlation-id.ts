import type { MiddlewareHandler } from 'hono';

export const CORRELATION_HEADER = 'x-correlation-id';

/**
 * Every answer of the real API carries a fresh correlation id, errors and 404s included; clients log it. Set
 * before the handler runs, so that answers a fault rewrites or cuts keep it too.
 */
export const correlationId: MiddlewareHandler = async (c, next) => {
  const id = crypto.randomUUID();
  c.header(CORRELATION_HEADER, id);
  await next();
  // A network error (`Response.error()`) has no headers to carry it.
  if (c.res.type !== 'error' && !c.res.headers.has(CORRELATION_HEADER)) {
    c.res.headers.set(CORRELATION_HEADER, id);
  }
};
