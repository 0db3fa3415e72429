/**
 * The shop's category slugs (`/shop?category=`) and the storefront collection each one reads.
 * These are the emulator's ids; a real store overrides them at build time (see the README).
 */
export const defaultCollectionTable = {
  femme: 'col_8f31a2',
  homme: 'col_4c7e90',
  enfant: 'col_b25d17',
  accessoires: 'col_e6a948',
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
