/**
 * Why a storefront call failed. The message is the kind only: the upstream URL, host and store id stay out of
 * it, so the error is safe to log or to map to an answer.
 */
export type UpstreamFailure =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'oversize' };

export class UpstreamError extends Error {
  override name = 'UpstreamError';

  constructor(readonly failure: UpstreamFailure) {
    super(failure.kind === 'status' ? `upstream status ${failure.status}` : `upstream ${failure.kind}`);
  }
}
