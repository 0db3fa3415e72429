import { brandTable } from '@aurele/storefront-contract';

/** The name shoppers read for a brand id, or null for an id the brand table does not know. */
export function brandName(brandId: string | null): string | null {
  if (brandId === null || !Object.hasOwn(brandTable, brandId)) return null;
  return brandTable[brandId as keyof typeof brandTable];
}
