import { resourceMachine } from '../../shared/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

/** The product page's fetch (SPEC §4): the product with its gallery and live stock. loading → loaded | failed. */
export const productMachine = resourceMachine((id: string, signal) => shopApi.loadProduct(id, signal));

/**
 * The live stock of a product the server rendered: the page carries the product, never its stock, which changes
 * by the minute and is asked for by the browser (until it answers, the stock is unknown and nothing is added).
 */
export const productStockMachine = resourceMachine((id: string, signal) =>
  shopApi.loadVariantStock([id], signal),
);
