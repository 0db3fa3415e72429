import { type CollectionTable, defaultCollectionTable } from '@aurele/storefront-contract';
import { withOverride } from './table-override';

/**
 * Category slug → storefront collection id. The emulator's ids by default; a real store sets its own at build
 * time with `VITE_COLLECTION_TABLE`, a JSON object such as `{"femme":"pcol_…"}`.
 */
export const collectionTable: CollectionTable = withOverride(
  defaultCollectionTable,
  import.meta.env.VITE_COLLECTION_TABLE,
  'VITE_COLLECTION_TABLE',
);
