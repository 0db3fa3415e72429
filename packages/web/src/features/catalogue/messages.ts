import type { CategorySlug } from '@aurele/storefront-contract';

/** The shop page's French strings: SPEC.md §2 and §8 to the letter, titles from DECISIONS.md. */

export const categoryTitles: Record<CategorySlug, string> = {
  femme: 'Collection Femme',
  homme: 'Collection Homme',
  enfant: 'Collection Enfant',
  accessoires: 'Collection Accessoires',
};

export const allCollectionsTitle = 'Toutes nos collections';

export function searchTitle(text: string): string {
  return `Résultats pour « ${text} »`;
}

export const emptyCatalogue = 'Aucun produit disponible pour le moment.';

/** DECISIONS.md: the English technical text of SPEC §8 shows under a French heading, with a retry button. */
export const loadErrorTitle = 'Impossible de charger les produits';
export const retry = 'Réessayer';

export function loadErrorDetail(error: unknown): string {
  return `Error loading products: ${error instanceof Error ? error.message : 'Failed to load products'}`;
}
