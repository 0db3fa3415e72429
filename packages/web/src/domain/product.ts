import type {
  Currency,
  Media,
  Option,
  ProductCollection,
  Product as RawProduct,
  Variant as RawVariant,
} from '@aurele/storefront-contract';

/**
 * The shop's model of the catalogue (docs/product/data-and-states.md#entities). `storefront/` builds it from the raw
 * storefront shapes, whatever they leave out; nothing else in the app reads those. Nested shapes the shop does not
 * reshape are borrowed from the contract's types.
 */

/** The storefront's currency object with the code upper-cased; only the code is sure to be there. */
type CurrencyInfo = Currency;

/** A price in the store's currency. Amounts are integers in its minor units (`currency_info.decimal_digits`). */
export interface PriceTag {
  price_in_cents: number;
  sale_price_in_cents: number | null;
  /** ISO code, upper case ("EUR"). */
  currency: string;
  currency_info: CurrencyInfo;
}

/**
 * Units left of a variant: a count (0 is sold out), null when it does not manage inventory, undefined while
 * unknown — list answers carry no stock, only `/variants` says it.
 */
export type StockCount = number | null | undefined;

export interface Variant {
  id: string;
  title: string;
  /** An http(s) address, or null. */
  image_url: string | null;
  sku: string | null;
  /** null: the store gives no price (« Prix sur demande »); such a variant cannot be bought online. */
  price: PriceTag | null;
  manage_inventory: boolean;
  inventory_quantity: StockCount;
  /** false when the store says the variant cannot be bought now (`is_available`). */
  available: boolean;
  weight: number | null;
  options: NonNullable<RawVariant['options']>;
}

export type ProductImage = Media;

export interface Product {
  id: string;
  /** The store's readable address for the product, when it gives one. */
  slug: string | null;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  /** HTML as the store wrote it: sanitise before showing it. */
  description: string;
  /** The thumbnail, else the first picture; an http(s) address. */
  image: string | null;
  /** The variant whose price is displayed (the cheapest priced one); null for a product without variants. */
  display_variant_id: string | null;
  /** The displayed variant's price; null when no variant has one (« Prix sur demande »). */
  price: PriceTag | null;
  status: string | null;
  /** false when the store says it cannot be bought now (`purchasable` or `is_available`). */
  purchasable: boolean;
  /** Any integer, often negative. */
  order: number;
  site_product_selection: string | null;
  /** The gallery, by `order`: pictures only, at http(s) addresses. */
  images: ProductImage[];
  options: Option[];
  variants: Variant[];
  collections: ProductCollection[];
  additional_info: NonNullable<RawProduct['additional_info']>;
  /** `type.value` */
  type: string | null;
  custom_fields: NonNullable<RawProduct['custom_fields']>;
  related_products: NonNullable<RawProduct['related_products']>;
  /**
   * A brand id (see the contract's brand table): `metadata.brand` on the detail call, else the brand whose
   * collection holds the product; null when neither says.
   */
  brand: string | null;
  /** Only the detail call has it; empty otherwise. */
  metadata: Record<string, unknown>;
  /** Only the detail call has it. */
  created_at: string | null;
  updated_at: string;
  deleted_at: string | null;
}
