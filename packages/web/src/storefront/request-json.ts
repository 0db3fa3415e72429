import { errorCodeOf, HttpError } from './http-error';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

// A wrapper rather than `fetch` itself: browsers refuse a `fetch` called with another `this`.
export const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** A BFF route's JSON answer; a refusal becomes an `HttpError` with the BFF's code. */
export async function requestJson<T>(fetchImpl: FetchLike, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetchImpl(path, {
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await errorCodeOf(response));
  return (await response.json()) as T;
}
