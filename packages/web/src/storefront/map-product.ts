import type {
  Product as RawProduct,
  ProductDetail as RawProductDetail,
  Variant as RawVariant,
  VariantStockResponse,
} from '@aurele/storefront-contract';
import { payablePrice } from '../domain/price';
import type { Product, ProductImage, Variant } from '../domain/product';

/** The only place that reads the storefront's raw shapes (DESIGN.md, "The storefront contract"). */

export function toVariant(raw: RawVariant): Variant {
  // The contract guarantees at least one price; the first is in the store's currency.
  const [price] = raw.prices;
  if (!price) throw new Error(`Variant ${raw.id} has no price`);
  const currency = price.currency_code.toUpperCase();
  return {
    id: raw.id,
    title: raw.title,
    image_url: raw.image_url,
    sku: raw.sku,
    price_in_cents: price.amount,
    sale_price_in_cents: price.sale_amount,
    currency,
    currency_info: { ...price.currency, code: price.currency.code.toUpperCase() },
    manage_inventory: raw.manage_inventory,
    inventory_quantity: raw.inventory_quantity,
    weight: raw.weight,
    options: raw.options,
  };
}

/**
 * The variant whose price a product shows: `lowest_price_first` or null means the cheapest (by the price the
 * shopper pays), anything else the first one. The first cheapest wins a tie.
 */
export function displayVariant(
  selection: RawProduct['site_product_selection'],
  variants: Variant[],
): Variant {
  const [first, ...others] = variants;
  if (!first) throw new Error('A storefront product always has a variant');
  if (selection !== null && selection !== 'lowest_price_first') return first;
  return others.reduce(
    (cheapest, variant) => (payablePrice(variant) < payablePrice(cheapest) ? variant : cheapest),
    first,
  );
}

/** The gallery: the detail call's media by order, else the thumbnail alone. */
function galleryOf(raw: RawProduct | RawProductDetail): ProductImage[] {
  if ('media' in raw && raw.media.length > 0) return [...raw.media].sort((a, b) => a.order - b.order);
  return raw.thumbnail ? [{ url: raw.thumbnail, order: 0, type: 'image' }] : [];
}

export function toProduct(raw: RawProduct | RawProductDetail): Product {
  const variants = raw.variants.map(toVariant);
  const shown = displayVariant(raw.site_product_selection, variants);
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    subtitle: raw.subtitle,
    ribbon_text: raw.ribbon_text,
    description: raw.description,
    image: raw.thumbnail,
    display_variant_id: shown.id,
    price_in_cents: shown.price_in_cents,
    sale_price_in_cents: shown.sale_price_in_cents,
    currency: shown.currency,
    currency_info: shown.currency_info,
    status: raw.status,
    purchasable: raw.purchasable,
    order: raw.order,
    site_product_selection: raw.site_product_selection,
    images: galleryOf(raw),
    options: raw.options,
    variants,
    collections: raw.product_collections,
    additional_info: [...raw.additional_info].sort((a, b) => a.order - b.order),
    type: raw.type?.value ?? null,
    custom_fields: raw.custom_fields,
    related_products: raw.related_products,
    brand: typeof raw.metadata.brand === 'string' ? raw.metadata.brand : null,
    metadata: raw.metadata,
    created_at: raw.created_at,
    updated_at: raw.updated_at,
    deleted_at: raw.deleted_at,
  };
}

/** The live stock of `/variants` overrides what the product said; a stock of 0 stays 0. */
export function withStock(product: Product, stock: VariantStockResponse['variants']): Product {
  const byVariant = new Map(stock.map((entry) => [entry.id, entry.inventory_quantity]));
  return {
    ...product,
    variants: product.variants.map((variant) => {
      const live = byVariant.get(variant.id);
      return live === undefined ? variant : { ...variant, inventory_quantity: live };
    }),
  };
}
