import type { Currency } from '@aurele/storefront-contract';
import type { ProductSeed } from '../catalogue/product-seed.js';

/** Standard delivery on the hosted payment page: free from `freeFrom` of subtotal (included), else `standard`. */
export interface ShippingRule {
  readonly freeFrom: number;
  readonly standard: number;
}

/**
 * One emulated store: its data, never code of its own. Every profile goes through the same builder, the same
 * API and the same payment page.
 */
export interface StoreProfile {
  readonly name: string;
  /** The store's name, on its hosted payment page. */
  readonly storeName: string;
  /** The payment page's footer line. */
  readonly footer: string;
  /** The full currency object every price carries; amounts are integers in its `decimal_digits`. */
  readonly currency: Required<Currency>;
  /** null: the payment page charges no delivery. */
  readonly shipping: ShippingRule | null;
  /** The titles of the two options a variant can have. */
  readonly optionTitles: { readonly size: string; readonly colour: string };
  /** Starts every SKU the store sets, e.g. `MA-…`. */
  readonly skuPrefix: string;
  /** Where the store's uploads live on the CDN: `/cdn-ecommerce/{folder}/assets/{file}.jpg`. */
  readonly uploads: {
    /** The store's folder, `store_` + a ULID, as the provider names it (never the API's store id). */
    readonly folder: string;
    /**
     * The real service sends some stores' paths as one `%2F`-encoded segment:
     * `/cdn-ecommerce/store_…%2Fassets%2F….jpg`.
     */
    readonly encoded: boolean;
  };
  /** The « Livraison & retours » tab of each product, when the store writes one. */
  readonly deliveryTab: ((seed: ProductSeed) => string) | null;
  /** The catalogue, in the storefront's `order`. */
  readonly seeds: readonly ProductSeed[];
}
