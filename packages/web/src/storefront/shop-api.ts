import type { VariantStockResponse } from '@aurele/storefront-contract';
import type { Product } from '../domain/product';
import { type CheckoutBody, createStorefrontClient, type StorefrontClient } from './client';
import { toProduct, withStock } from './map-product';

export type VariantStock = VariantStockResponse['variants'][number];

/** The BFF seen as the shop's model: what pages and machines call. Errors are `HttpError`s. */
export interface ShopApi {
  /** The whole catalogue, fetched once for the shop to filter in the browser. */
  loadProducts(signal?: AbortSignal): Promise<Product[]>;
  /** One product with its gallery and live stock. */
  loadProduct(id: string, signal?: AbortSignal): Promise<Product>;
  /** The live stock of some products' variants. */
  loadVariantStock(ids: readonly string[], signal?: AbortSignal): Promise<VariantStock[]>;
  /** Some products with live stock, e.g. to refresh a cart. */
  loadProductsWithStock(ids: readonly string[], signal?: AbortSignal): Promise<Product[]>;
  /** The address of the payment page. */
  startCheckout(body: CheckoutBody, signal?: AbortSignal): Promise<string>;
}

export function createShopApi(client: StorefrontClient = createStorefrontClient()): ShopApi {
  return {
    async loadProducts(signal) {
      const { products } = await client.listProducts({ signal });
      return products.map(toProduct);
    },
    async loadProduct(id, signal) {
      const [{ product }, { variants }] = await Promise.all([
        client.getProduct(id, signal),
        client.getVariantStock([id], signal),
      ]);
      return withStock(toProduct(product), variants);
    },
    async loadVariantStock(ids, signal) {
      return (await client.getVariantStock(ids, signal)).variants;
    },
    async loadProductsWithStock(ids, signal) {
      // Without ids the list route answers the whole catalogue.
      if (ids.length === 0) return [];
      const [{ products }, { variants }] = await Promise.all([
        client.listProducts({ ids, signal }),
        client.getVariantStock(ids, signal),
      ]);
      return products.map((product) => withStock(toProduct(product), variants));
    },
    async startCheckout(body, signal) {
      return (await client.createCheckout(body, signal)).url;
    },
  };
}

/** The app's instance, over the browser's fetch. */
export const shopApi = createShopApi();
