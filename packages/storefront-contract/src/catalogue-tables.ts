/**
 * The shop's category slugs (`/shop?category=`) and the storefront collection each one reads.
 * These are the emulator's ids; a real store overrides them at build time (see the README).
 */
export const defaultCollectionTable = {
  femme: 'pcol_01JQ8F31A2M6ZK4T9XWB7C5D3E',
  homme: 'pcol_01JQ8F4C7E90N2RH6VYQ3S8P1G',
  enfant: 'pcol_01JQ8F5B25D17TJ9KXC4M6W2HA',
  accessoires: 'pcol_01JQ8F6E6A948QV3BN7Y5R1ZKF',
} as const;
export type CategorySlug = keyof typeof defaultCollectionTable;
export type CollectionTable = Record<CategorySlug, string>;

/** Brand ids used in `metadata.brand`, with the names shoppers read. */
export const brandTable = {
  'calvin-klein': 'Calvin Klein',
  gucci: 'Gucci',
  'dolce-gabbana': 'Dolce & Gabbana',
  'michael-kors': 'Michael Kors',
  versace: 'Versace',
  prada: 'Prada',
  'maison-aurele': 'Maison Aurèle',
} as const;
export type BrandId = keyof typeof brandTable;

/** Whether the brand table knows this id: a store may name brands the shop has no view for. */
export function isBrandId(id: string | null | undefined): id is BrandId {
  return typeof id === 'string' && Object.hasOwn(brandTable, id);
}

/** The name shoppers read for a brand id, or null for an id the brand table does not know. */
export function brandName(id: string | null | undefined): string | null {
  return isBrandId(id) ? brandTable[id] : null;
}

/**
 * The storefront collection that gathers each brand's products: list answers carry no `metadata`, so a brand is
 * read from a product's collections there (and from `metadata.brand` on the detail call). These are the
 * emulator's ids; a real store without brand collections simply shows no brand on its lists.
 */
export const defaultBrandCollectionTable: Record<BrandId, string> = {
  'calvin-klein': 'pcol_01JQ8F7C4K1N3Q5S7V9X1Z3B5D',
  gucci: 'pcol_01JQ8F8G8C1A3E5G7J9K1M3P5R',
  'dolce-gabbana': 'pcol_01JQ8F9D6G2B4D6F8H0J2L4N6Q',
  'michael-kors': 'pcol_01JQ8FAM1K3C5E7G9J1K3M5N7P',
  versace: 'pcol_01JQ8FBV3R5D7F9H1K3M5N7P9R',
  prada: 'pcol_01JQ8FCP7R9E1G3J5K7M9N1Q3S',
  'maison-aurele': 'pcol_01JQ8FDMA4R6F8H0J2L4N6Q8S0',
};
export type BrandCollectionTable = Partial<Record<BrandId, string>>;
