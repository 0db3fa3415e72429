import type { StorefrontError } from '@aurele/storefront-contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const reasons: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * An error body as the real service (NestJS) writes it: `{ message, error, statusCode }`, with a machine `code`
 * when the client is meant to act on it (e.g. `insufficient_inventory`).
 */
export function nestError(status: number, message: string | string[], code?: string): StorefrontError {
  return { message, error: reasons[status] ?? 'Error', statusCode: status, ...(code ? { code } : {}) };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  message: string | string[],
  code?: string,
): Response {
  return c.json(nestError(status, message, code), status);
}
