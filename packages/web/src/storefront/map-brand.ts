import { brandOf as brandOfIn } from '@aurele/shop-contract';
import type { BrandCollectionTable, ProductCollection } from '@aurele/storefront-contract';
import { brandCollectionTable } from './brand-collection-table';

/** A product's brand id (see the contract's `brandOf`), read with the build's brand collections by default. */
export function brandOf(
  metadata: Record<string, unknown>,
  collections: readonly ProductCollection[],
  table: BrandCollectionTable = brandCollectionTable,
): string | null {
  return brandOfIn(metadata, collections, table);
}
