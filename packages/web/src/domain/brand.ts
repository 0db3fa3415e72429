import { brandTable, isBrandId } from '@aurele/storefront-contract';

/** The name shoppers read for a brand id, or null for an id the brand table does not know. */
export function brandName(brandId: string | null): string | null {
  return isBrandId(brandId) ? brandTable[brandId] : null;
}
