/**
 * Why a storefront call failed. The message is the kind only: the upstream URL, host and store id stay out of
 * it, so the error is safe to log or to map to an answer. `code` is the machine code of an error answer's body
 * (e.g. `insufficient_inventory`), never its text.
 */
export type UpstreamFailure =
  | { kind: 'status'; status: number; code?: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'oversize' };

export class UpstreamError extends Error {
  override name = 'UpstreamError';

  constructor(
    readonly failure: UpstreamFailure,
    /** The storefront's `x-correlation-id` of the failed answer, for the request log only. */
    readonly correlationId?: string,
  ) {
    super(failure.kind === 'status' ? `upstream status ${failure.status}` : `upstream ${failure.kind}`);
  }
}
