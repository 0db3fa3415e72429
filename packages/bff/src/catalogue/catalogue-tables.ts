import {
  type BrandCollectionTable,
  type CollectionTable,
  defaultBrandCollectionTable,
  defaultCollectionTable,
} from '@aurele/storefront-contract';

/**
 * The store's collection for each shop category and each brand. The web build sets them (`VITE_COLLECTION_TABLE`,
 * `VITE_BRAND_COLLECTION_TABLE`) and hands them over with its server entry; the emulator's ids otherwise.
 */
export interface CatalogueTables {
  collections: CollectionTable;
  brandCollections: BrandCollectionTable;
}

export const defaultCatalogueTables: CatalogueTables = {
  collections: defaultCollectionTable,
  brandCollections: defaultBrandCollectionTable,
};
