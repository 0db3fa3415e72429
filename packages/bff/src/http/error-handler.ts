import type { ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { UpstreamError, type UpstreamFailure } from '../storefront/upstream-error.js';
import type { AppEnv } from './app-env.js';
import { errorMessages, HttpError, sendError } from './errors.js';

/** Every thrown error ends here as the JSON error body; an unexpected one is a bare 500, never a stack. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (!(error instanceof HttpError)) c.set('failure', `${error.name}: ${error.message}`);
  return sendError(c, toHttpError(error));
};

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof UpstreamError) return fromUpstream(error.failure);
  return new HttpError(500, errorMessages.internal);
}

/** A 4xx keeps its status (with our own words, never the storefront's); the rest is the gateway's fault. */
function fromUpstream(failure: UpstreamFailure): HttpError {
  if (failure.kind === 'timeout') return new HttpError(504, errorMessages.gatewayTimeout);
  if (failure.kind === 'status' && failure.status >= 400 && failure.status < 500) {
    const message = failure.status === 404 ? errorMessages.notFound : errorMessages.upstreamRejected;
    return new HttpError(failure.status as ContentfulStatusCode, message);
  }
  return new HttpError(502, errorMessages.badGateway);
}
