import type {
  Currency,
  Media,
  Option,
  Product as RawProduct,
  Variant as RawVariant,
} from '@aurele/storefront-contract';

/**
 * The shop's model of the catalogue (SPEC §3). `storefront/` builds it from the raw storefront shapes; nothing
 * else in the app reads those. Nested shapes the shop does not reshape are borrowed from the contract's types.
 */

/** The storefront's currency object with the code upper-cased. */
export type CurrencyInfo = Currency;

export interface Variant {
  id: string;
  title: string;
  image_url: string | null;
  sku: string;
  /** Amounts are integers in the currency's minor units (`currency_info.decimal_digits`). */
  price_in_cents: number;
  sale_price_in_cents: number | null;
  /** ISO code, upper case ("EUR"). */
  currency: string;
  currency_info: CurrencyInfo;
  manage_inventory: boolean;
  /** null when the variant does not manage inventory; 0 means sold out, never "unknown". */
  inventory_quantity: number | null;
  weight: number | null;
  options: RawVariant['options'];
}

export type ProductImage = Media;

export interface Product {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  /** HTML as the store wrote it: sanitise before showing it. */
  description: string;
  /** The thumbnail. */
  image: string | null;
  /** The variant whose price is displayed (SPEC §3 `site_product_selection`). */
  display_variant_id: string;
  price_in_cents: number;
  sale_price_in_cents: number | null;
  currency: string;
  currency_info: CurrencyInfo;
  status: RawProduct['status'];
  purchasable: boolean;
  order: number;
  site_product_selection: RawProduct['site_product_selection'];
  /** The gallery, by `order`. */
  images: ProductImage[];
  options: Option[];
  variants: Variant[];
  collections: RawProduct['product_collections'];
  additional_info: RawProduct['additional_info'];
  /** `type.value` */
  type: string | null;
  custom_fields: RawProduct['custom_fields'];
  related_products: RawProduct['related_products'];
  /** A brand id from `metadata.brand` (see the contract's brand table), null when the store gives none. */
  brand: string | null;
  metadata: RawProduct['metadata'];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
