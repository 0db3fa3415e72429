import { resourceMachine } from '../../app/resource/resource.machine';
import { buildCatalogueIndex, queryCatalogue } from '../../domain/catalogue';
import { shopApi } from '../../storefront/shop-api';

export const FEATURED_COUNT = 4;

/** The home page's selection (DECISIONS.md 13): the first four of the catalogue by `order`, with live prices. */
export const featuredMachine = resourceMachine(async (_: undefined, signal) => {
  const products = await shopApi.loadProducts(signal);
  return queryCatalogue(buildCatalogueIndex(products), {}, Date.now()).slice(0, FEATURED_COUNT);
});
