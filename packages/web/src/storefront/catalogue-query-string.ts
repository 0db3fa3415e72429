import { type CatalogueQuery, catalogueQueryEntries } from '@aurele/storefront-contract';

/**
 * A catalogue query as a query string, the contract's parameters in its order and without the defaults: one
 * form for `/shop`'s addresses, `/api/catalogue`'s and what tells one list from another.
 */
export function catalogueQueryString(query: CatalogueQuery): string {
  return new URLSearchParams(catalogueQueryEntries(query)).toString();
}
