import { buildCatalogueIndex, queryCatalogue } from '../../domain/catalogue';
import type { Product } from '../../domain/product';
import { resourceMachine } from '../../shared/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

export const FEATURED_COUNT = 4;

/** The home page's selection (DECISIONS.md 13): the first four of the catalogue by `order`. */
export function featuredOf(products: readonly Product[]): Product[] {
  // No filter: the date is not read.
  return queryCatalogue(buildCatalogueIndex(products), {}, 0).slice(0, FEATURED_COUNT);
}

/** The featured products with live prices, fetched when the server did not render them. */
export const featuredMachine = resourceMachine(async (_: undefined, signal) =>
  featuredOf(await shopApi.loadProducts(signal)),
);
