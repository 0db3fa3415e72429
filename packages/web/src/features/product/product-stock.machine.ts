import { resourceMachine } from '../../shared/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

/**
 * The live stock of the product a page shows: the page's data never carries it (it changes by the minute), so the
 * browser asks for it (until it answers, the stock is unknown and nothing is added).
 */
export const productStockMachine = resourceMachine((id: string, signal) =>
  shopApi.loadVariantStock([id], signal),
);
