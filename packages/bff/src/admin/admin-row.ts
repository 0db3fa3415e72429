import type { AdminProductRow, AdminProductStatus, AdminStock } from '@aurele/shop-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';

/** Every variant keeps a stock and none is left. Unknown stock is never sold out (docs/product/decisions.md). */
export function isSoldOut(stock: AdminStock | null): boolean {
  return stock !== null && !stock.unlimited && stock.units === 0;
}

/** Some units left, fewer than the threshold; a variant that keeps no stock never runs low. */
export function isLowStock(stock: AdminStock | null, threshold: number): boolean {
  return stock !== null && !stock.unlimited && stock.units > 0 && stock.units < threshold;
}

/** Sold out first: a store says a product it has none left of cannot be bought, and the reason is what counts. */
export function statusOf(entry: CatalogueEntry, stock: AdminStock | null): AdminProductStatus {
  if (isSoldOut(stock)) return 'sold-out';
  return entry.tile.purchasable ? 'published' : 'not-purchasable';
}

/** A product as the dashboard's table shows it. */
export function adminRow(entry: CatalogueEntry, stock: AdminStock | null): AdminProductRow {
  const { tile } = entry;
  return {
    id: tile.id,
    title: tile.title,
    reference: entry.sku ?? tile.id,
    image: tile.image,
    collections: entry.categories,
    price: tile.price,
    variantCount: tile.variantCount,
    stock,
    status: statusOf(entry, stock),
  };
}
