// Types only: the BFF has already checked what it answers, so no schema ships to the browser.
import {
  type AdminFigures,
  type AdminProductsAnswer,
  type AdminProductsQuery,
  adminProductsQueryEntries,
} from '@aurele/shop-contract';
import { errorCodeOf, HttpError } from '../../storefront/http-error';

/** The dashboard's query as an address's parameters (`?q=…&filter[]=…`), empty for the whole catalogue. */
function adminQueryString(query: AdminProductsQuery): string {
  const text = new URLSearchParams(adminProductsQueryEntries(query)).toString();
  return text && `?${text}`;
}

/** The export of a query's every row, as the BFF writes it (CSV): a link's address, the browser downloads it. */
export function adminExportHref(query: AdminProductsQuery): string {
  return `/api/admin/products/export${adminQueryString({ ...query, page: 1 })}`;
}

async function getJson<T>(address: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(address, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await errorCodeOf(response));
  return (await response.json()) as T;
}

/** The BFF's admin routes: only what a shopper can read of the store (its catalogue and stock). */
export const adminApi = {
  products: (query: AdminProductsQuery, signal?: AbortSignal) =>
    getJson<AdminProductsAnswer>(`/api/admin/products${adminQueryString(query)}`, signal),
  figures: (signal?: AbortSignal) => getJson<AdminFigures>('/api/admin/figures', signal),
};
