import type { Product } from '../../domain/product';
import { resourceMachine } from '../../shared/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

/**
 * The product quick add offers, with its live stock: a list knows neither its sizes' stock nor its variants, so
 * the picker asks when it opens. Undefined: the store no longer sells it.
 */
export const quickAddProductMachine = resourceMachine(
  async (id: string, signal): Promise<Product | undefined> => {
    const [product] = await shopApi.loadProductsWithStock([id], signal);
    return product;
  },
);
