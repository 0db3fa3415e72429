import { type BrandId, defaultBrandCollectionTable } from '@aurele/storefront-contract';
import { withOverride } from './table-override';

/**
 * Brand id → the storefront collection gathering its products. The emulator's ids by default; a real store that
 * keeps its brands as collections sets its own at build time with `VITE_BRAND_COLLECTION_TABLE`
 * (`{"gucci":"pcol_…"}`). A store without such collections shows brands only from a product's metadata.
 */
export const brandCollectionTable: Record<BrandId, string> = withOverride(
  defaultBrandCollectionTable,
  import.meta.env.VITE_BRAND_COLLECTION_TABLE,
  'VITE_BRAND_COLLECTION_TABLE',
);
