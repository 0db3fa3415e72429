import type { Product, ProductDetail, Variant, VariantStockResponse } from '@aurele/storefront-contract';
import type { StoredProduct, StoredVariant } from '../catalogue/stored-product.js';
import type { Inventory } from '../state/inventory.js';

/**
 * The two answers cut out of a stored product. Neither carries stock (only `/variants` tells it, as on the real
 * service); `is_available` says whether a variant can still be sold, and a product whether any of its can.
 */

function variantView({ stock: _seedStock, ...variant }: StoredVariant, inventory: Inventory): Variant {
  const quantity = inventory.quantity(variant.id);
  return { ...variant, is_available: quantity === null || quantity > 0 };
}

/** `GET /products`: no status, dates of creation or deletion, metadata, gallery, stock or weight. */
export function listView(product: StoredProduct, inventory: Inventory): Product {
  const {
    status: _status,
    created_at: _createdAt,
    deleted_at: _deletedAt,
    metadata: _metadata,
    media: _media,
    hidden: _hidden,
    ...listed
  } = product;
  const variants = listed.variants.map((variant) => variantView(variant, inventory));
  return { ...listed, variants, is_available: variants.some((variant) => variant.is_available) };
}

/** `GET /products/{id}`: the list fields plus status, dates, metadata and the gallery with its ids. */
export function detailView(product: StoredProduct, inventory: Inventory): ProductDetail {
  const { status, created_at, deleted_at, metadata, media } = product;
  return {
    ...listView(product, inventory),
    status,
    created_at,
    deleted_at,
    metadata: { ...metadata },
    media,
  };
}

/** `GET /variants`: the live stock of a product's variants. */
export function stockView(
  product: { readonly variants: readonly { readonly id: string }[] },
  inventory: Inventory,
): VariantStockResponse['variants'] {
  return product.variants.map((variant) => ({
    id: variant.id,
    inventory_quantity: inventory.quantity(variant.id),
  }));
}
