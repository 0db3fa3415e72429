import type { Product as RawProduct } from '@aurele/storefront-contract';
import { buildCatalogueIndex, type CatalogueQuery, queryCatalogue } from '../../domain/catalogue';
import type { PageDataOf } from '../../shared/page-data';
import { collectionTable } from '../../storefront/collection-table';
import { toProduct } from '../../storefront/map-product';
import { catalogueQueryFrom } from './shop-query';

/**
 * A first screenful on a wide screen (three rows of four; six rows on a phone): the rest comes with the app's own
 * fetch.
 */
export const SERVED_PRODUCTS = 12;

/** What the server renders `/shop` with: the first products the query shows, as the storefront gave them. */
export function shopPageData(
  catalogue: readonly RawProduct[],
  search: URLSearchParams,
  now: number,
): PageDataOf<'shop'> {
  const query = catalogueQueryFrom(search);
  const raw = new Map(catalogue.map((product) => [product.id, product]));
  const shown = queryCatalogue(buildCatalogueIndex(catalogue.map(toProduct), collectionTable), query, now);
  return {
    page: 'shop',
    query,
    products: shown.slice(0, SERVED_PRODUCTS).flatMap((product) => raw.get(product.id) ?? []),
    total: shown.length,
  };
}

/** True when both queries show the same products (they may differ in parameters this page does not read). */
export function sameQuery(a: CatalogueQuery, b: CatalogueQuery): boolean {
  return (['category', 'search', 'brand', 'filter', 'sort'] as const).every(
    (name) => (a[name] ?? null) === (b[name] ?? null),
  );
}
