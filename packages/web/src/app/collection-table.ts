import { type CollectionTable, defaultCollectionTable } from '@aurele/storefront-contract';

/**
 * Category slug → storefront collection id. The emulator's ids by default; a real store sets its own at build
 * time with `VITE_COLLECTION_TABLE`, a JSON object such as `{"femme":"col_123"}` (the slugs it omits keep theirs).
 */
export const collectionTable: CollectionTable = {
  ...defaultCollectionTable,
  ...readOverride(import.meta.env.VITE_COLLECTION_TABLE),
};

function readOverride(json: string | undefined): Partial<CollectionTable> {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error('VITE_COLLECTION_TABLE must be a JSON object');
  return Object.fromEntries(
    Object.entries(parsed).filter(([slug, id]) => slug in defaultCollectionTable && typeof id === 'string'),
  ) as Partial<CollectionTable>;
}
