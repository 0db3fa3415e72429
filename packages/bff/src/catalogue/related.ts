import type { CatalogueTile } from '@aurele/shop-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import type { CatalogueIndex } from './catalogue-index.js';

/** Products « Vous aimerez aussi » shows. */
const RELATED_PRODUCTS = 4;

/** How close a candidate is to the product: its brand and a collection both, then a collection, then the brand. */
function closeness(product: CatalogueEntry, candidate: CatalogueEntry): number {
  const sameBrand = product.tile.brand !== null && candidate.tile.brand === product.tile.brand;
  const sameCollection = candidate.categories.some((category) => product.categories.includes(category));
  return (sameBrand ? 1 : 0) + (sameCollection ? 2 : 0);
}

/**
 * « Vous aimerez aussi » for a product: those the store relates to it (`related_products`), in its order, then —
 * when it relates fewer than four, or none — the products of the same collection and brand, then of the same
 * collection, then of the same brand, in the featured order; never the product itself. Empty for a product the
 * index does not hold yet.
 */
export function relatedTiles(index: CatalogueIndex, productId: string): CatalogueTile[] {
  const position = index.positionOf.get(productId);
  const { entries } = index.snapshot;
  const product = position === undefined ? undefined : entries[position];
  if (!product) return [];
  const chosen = new Set<string>([productId]);
  const related: CatalogueTile[] = [];
  const take = (entry: CatalogueEntry | undefined) => {
    if (!entry || chosen.has(entry.tile.id) || related.length >= RELATED_PRODUCTS) return;
    chosen.add(entry.tile.id);
    related.push(entry.tile);
  };
  for (const id of product.related) {
    const at = index.positionOf.get(id);
    take(at === undefined ? undefined : entries[at]);
  }
  for (const wanted of [3, 2, 1]) {
    for (const at of index.orders.featured) {
      if (related.length >= RELATED_PRODUCTS) return related;
      const candidate = entries[at] as CatalogueEntry;
      if (closeness(product, candidate) === wanted) take(candidate);
    }
  }
  return related;
}
