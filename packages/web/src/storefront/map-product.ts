import { displayVariantOf, webImageUrl } from '@aurele/shop-contract';
import type {
  ProductDetail as RawProductDetail,
  Variant as RawVariant,
  VariantStockResponse,
} from '@aurele/storefront-contract';
import { narrowFrenchSpaces as typeset } from '../domain/french-typography';
import type { Product, ProductImage, Variant } from '../domain/product';
import { brandOf } from './map-brand';
import { picturesOf } from './map-images';
import { toPriceTag } from './map-price';

/**
 * The only place that reads the storefront's raw shapes (DESIGN.md, "The storefront contract"). It takes list and
 * detail products alike and never throws on an odd one: whatever the store leaves out gets a sane default. The
 * merchant's words get the shop's French spacing (domain/french-typography.ts), as the shop's own do.
 */

function toVariant(raw: RawVariant): Variant {
  return {
    id: raw.id,
    title: raw.title,
    image_url: webImageUrl(raw.image_url),
    sku: raw.sku ?? null,
    price: toPriceTag(raw.prices[0]),
    manage_inventory: raw.manage_inventory,
    // Absent from list answers: unknown until `/variants` says it (`withStock`).
    inventory_quantity: raw.inventory_quantity,
    available: raw.is_available ?? true,
    weight: raw.weight ?? null,
    options: raw.options ?? [],
  };
}

/** The gallery: the detail's media, else the list's images, else the thumbnail alone. */
function galleryOf(raw: RawProductDetail, thumbnail: string | null): ProductImage[] {
  const media = picturesOf(raw.media);
  if (media.length > 0) return media;
  const images = picturesOf(raw.images);
  if (images.length > 0) return images;
  return thumbnail ? [{ url: thumbnail, order: 0, type: 'image' }] : [];
}

/** A list product or a detail product (whose extra fields a list product simply lacks). */
export function toProduct(raw: RawProductDetail): Product {
  const variants = raw.variants.map(toVariant);
  const shownRaw = displayVariantOf(raw.variants);
  const shown = shownRaw && variants[raw.variants.indexOf(shownRaw)];
  const thumbnail = webImageUrl(raw.thumbnail);
  const images = galleryOf(raw, thumbnail);
  const collections = raw.product_collections ?? [];
  const metadata = raw.metadata ?? {};
  return {
    id: raw.id,
    slug: raw.slug ?? raw.url_handle ?? raw.seo_settings?.slug ?? null,
    title: typeset(raw.title),
    subtitle: raw.subtitle ? typeset(raw.subtitle) : null,
    ribbon_text: raw.ribbon_text ? typeset(raw.ribbon_text) : null,
    // Store HTML: only spaces before a mark or inside « » change, never a tag.
    description: typeset(raw.description ?? ''),
    image: thumbnail ?? images[0]?.url ?? null,
    display_variant_id: shown?.id ?? null,
    price: shown?.price ?? null,
    status: raw.status ?? null,
    // Both say whether the store sells it now; either one false is enough to hold the add button back.
    purchasable: raw.purchasable !== false && raw.is_available !== false,
    order: raw.order,
    site_product_selection: raw.site_product_selection ?? null,
    images,
    options: raw.options ?? [],
    variants,
    collections,
    additional_info: [...(raw.additional_info ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((info) => ({ ...info, title: typeset(info.title), description: typeset(info.description) })),
    type: raw.type?.value ?? null,
    custom_fields: raw.custom_fields ?? [],
    related_products: raw.related_products ?? [],
    brand: brandOf(metadata, collections),
    metadata,
    created_at: raw.created_at ?? null,
    updated_at: raw.updated_at,
    deleted_at: raw.deleted_at ?? null,
  };
}

/**
 * The live stock of `/variants` overrides what the product said: a count (0 stays 0), or null for a variant that
 * does not manage inventory. A variant the answer leaves out keeps an unknown stock.
 */
export function withStock(product: Product, stock: VariantStockResponse['variants']): Product {
  const byVariant = new Map(stock.map((entry) => [entry.id, entry.inventory_quantity]));
  return {
    ...product,
    variants: product.variants.map((variant) =>
      byVariant.has(variant.id) ? { ...variant, inventory_quantity: byVariant.get(variant.id) } : variant,
    ),
  };
}
