// Types only: the BFF has already checked what it answers, so no schema ships to the browser.
import {
  type AdminFigures,
  type AdminProductsAnswer,
  type AdminProductsQuery,
  adminProductsQueryEntries,
} from '@aurele/shop-contract';
import { browserFetch, requestJson } from './request-json';

/** The dashboard's query as an address's parameters (`?q=…&filter[]=…`), empty for the whole catalogue. */
function adminQueryString(query: AdminProductsQuery): string {
  const text = new URLSearchParams(adminProductsQueryEntries(query)).toString();
  return text && `?${text}`;
}

/** The export of a query's every row, as the BFF writes it (CSV): a link's address, the browser downloads it. */
export function adminExportHref(query: AdminProductsQuery): string {
  return `/api/admin/products/export${adminQueryString({ ...query, page: 1 })}`;
}

/** The BFF's admin routes: only what a shopper can read of the store (its catalogue and stock). */
export const adminApi = {
  products: (query: AdminProductsQuery, signal?: AbortSignal) =>
    requestJson<AdminProductsAnswer>(browserFetch, `/api/admin/products${adminQueryString(query)}`, {
      signal,
    }),
  figures: (signal?: AbortSignal) =>
    requestJson<AdminFigures>(browserFetch, '/api/admin/figures', { signal }),
};
