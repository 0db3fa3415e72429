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
