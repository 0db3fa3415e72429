import { type CatalogueTile, emptyCatalogueQuery } from '@aurele/storefront-contract';
import type { ProductSummary } from '../../domain/product-summary';
import { resourceMachine } from '../../shared/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

export const FEATURED_COUNT = 4;

/** The home page's selection (DECISIONS.md 13): the first four of the catalogue by `order`, its featured order. */
export function featuredOf<Tile extends ProductSummary | CatalogueTile>(firstPage: readonly Tile[]): Tile[] {
  return firstPage.slice(0, FEATURED_COUNT);
}

/** The featured products with live prices, fetched when the server did not render them. */
export const featuredMachine = resourceMachine(async (_: undefined, signal) =>
  featuredOf((await shopApi.loadCatalogue(emptyCatalogueQuery, signal)).products),
);
