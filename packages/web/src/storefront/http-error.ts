/** Any non-success answer becomes this error, whose text SPEC §8 fixes: `HTTP {status}: {statusText}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'HttpError';
  }
}
