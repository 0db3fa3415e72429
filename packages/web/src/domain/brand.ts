import { type BrandId, brandTable } from '@aurele/storefront-contract';

/** Whether the brand table knows this id: a store may name brands the shop has no view for. */
export function isBrandId(brandId: string | null): brandId is BrandId {
  return brandId !== null && Object.hasOwn(brandTable, brandId);
}

/** The name shoppers read for a brand id, or null for an id the brand table does not know. */
export function brandName(brandId: string | null): string | null {
  return isBrandId(brandId) ? brandTable[brandId] : null;
}
