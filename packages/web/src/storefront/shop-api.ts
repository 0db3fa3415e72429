import type { VariantStockResponse } from '@aurele/storefront-contract';
import type { Product } from '../domain/product';
import type { ProductSummary } from '../domain/product-summary';
import type { Suggestions } from '../domain/suggestions';
import { type CheckoutBody, createStorefrontClient, type StorefrontClient } from './client';
import { toProduct, withStock } from './map-product';
import { toSuggestions } from './map-suggestions';
import { toSummary } from './map-tile';

type VariantStock = VariantStockResponse['variants'][number];

/** The BFF seen as the shop's model: what pages and machines call. Errors are `HttpError`s. */
export interface ShopApi {
  /** « Vous aimerez aussi »: four products close to this one. */
  loadRelated(id: string, signal?: AbortSignal): Promise<ProductSummary[]>;
  /** What the header suggests for typed text: products, then the universes and brands it names. */
  loadSuggestions(text: string, signal?: AbortSignal): Promise<Suggestions>;
  /** The live stock of some products' variants. */
  loadVariantStock(ids: readonly string[], signal?: AbortSignal): Promise<VariantStock[]>;
  /** Some products with live stock, e.g. to refresh a cart. */
  loadProductsWithStock(ids: readonly string[], signal?: AbortSignal): Promise<Product[]>;
  /** The address of the payment page. */
  startCheckout(body: CheckoutBody, signal?: AbortSignal): Promise<string>;
}

export function createShopApi(client: StorefrontClient = createStorefrontClient()): ShopApi {
  return {
    async loadRelated(id, signal) {
      return (await client.getRelated(id, signal)).products.map(toSummary);
    },
    async loadSuggestions(text, signal) {
      return toSuggestions(await client.getSuggestions(text, signal));
    },
    async loadVariantStock(ids, signal) {
      return (await client.getVariantStock(ids, signal)).variants;
    },
    async loadProductsWithStock(ids, signal) {
      // Without ids the list route answers its first page.
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
