import type { BrandCollectionTable, ProductCollection } from '@aurele/storefront-contract';

/**
 * A product's brand id: `metadata.brand` when the detail call gives one, else the brand whose collection holds the
 * product (list answers carry no metadata), else null — no brand is shown then.
 */
export function brandOf(
  metadata: Readonly<Record<string, unknown>>,
  collections: readonly Pick<ProductCollection, 'collection_id'>[],
  table: BrandCollectionTable,
): string | null {
  if (typeof metadata.brand === 'string' && metadata.brand !== '') return metadata.brand;
  const collectionIds = new Set(collections.map((collection) => collection.collection_id));
  const match = Object.entries(table).find(
    ([, collectionId]) => collectionId && collectionIds.has(collectionId),
  );
  return match?.[0] ?? null;
}
