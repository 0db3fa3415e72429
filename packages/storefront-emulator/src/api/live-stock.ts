import type { Product, ProductDetail } from '@aurele/storefront-contract';
import type { Inventory } from '../state/inventory.js';

/** The product as stored, with each inventory-managed variant's quantity as it stands now. */
export function withLiveStock(product: ProductDetail, inventory: Inventory): ProductDetail {
  return {
    ...product,
    variants: product.variants.map((variant) =>
      variant.manage_inventory ? { ...variant, inventory_quantity: inventory.quantity(variant.id) } : variant,
    ),
  };
}

/** The list call carries no gallery. */
export function listView(product: ProductDetail, inventory: Inventory): Product {
  const { media: _gallery, ...listed } = withLiveStock(product, inventory);
  return listed;
}
