import {
  type CatalogueQuery,
  catalogueQueryKeys,
  catalogueQueryString,
  readCatalogueQuery,
} from '@aurele/shop-contract';
import { shopAddress } from '../../shared/shop-address';

/** The `/shop` query of an address; what cannot be read is ignored, never an error (docs/product/decisions.md). */
export function shopQueryOf(search: URLSearchParams): CatalogueQuery {
  return readCatalogueQuery(search).query;
}

/**
 * A `/shop` address: `query` with `changes`. Any change but a page's starts again from the first page; the
 * defaults (featured order, page 1) leave the address clean.
 */
export function shopHref(query: CatalogueQuery, changes: Partial<CatalogueQuery>): string {
  return shopAddress({ ...query, page: 1, ...changes });
}

/** What tells one list from another: the query without its page (« Voir plus » adds pages to the same list). */
export function listKeyOf(query: CatalogueQuery): string {
  return catalogueQueryString({ ...query, page: 1 });
}

/**
 * An address's parameters without the shop's that are empty (`price_min=`, as a form sent before the app ran writes
 * an empty field), the others as they were; null when there is none.
 */
export function withoutBlankParameters(search: URLSearchParams): URLSearchParams | null {
  const shops = new Set<string>(catalogueQueryKeys);
  const kept = [...search].filter(([name, value]) => value !== '' || !shops.has(name));
  return kept.length === search.size ? null : new URLSearchParams(kept);
}
