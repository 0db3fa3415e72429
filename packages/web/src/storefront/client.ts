// Types only: the BFF has already checked every answer against the contract, so no schema ships to the browser.
import type { ProductListResponse } from '@aurele/storefront-contract';

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

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  return response.json();
}

export async function fetchProducts(signal?: AbortSignal): Promise<ProductListResponse> {
  return (await getJson('/api/products', signal)) as ProductListResponse;
}
