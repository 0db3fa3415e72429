import type { MiddlewareHandler } from 'hono';
import { errorMessages, HttpError } from './errors.js';

/**
 * 415 unless the body is declared as JSON. Besides being honest, it keeps cross-site HTML forms out: they cannot
 * send `application/json` without a CORS preflight, which this server never grants.
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new HttpError(415, errorMessages.unsupportedMediaType);
  await next();
};
