import type { CatalogueSortKey } from '@aurele/shop-contract';
import type { CategorySlug } from '@aurele/storefront-contract';
import { categoryEntries } from '../../shared/category-labels';
import { countOf, formatCount } from '../../shared/french-count';

/** The shop page's French strings: docs/product/screens.md and docs/product/errors.md to the letter, titles from docs/product/decisions.md. */

/** Each universe's `/shop` title: « Collection Femme »… */
export const categoryTitles = Object.fromEntries(
  categoryEntries.map(([slug, label]) => [slug, `Collection ${label}`]),
) as Record<CategorySlug, string>;

export const allCollectionsTitle = 'Toutes nos collections';

export function searchTitle(text: string): string {
  return `Résultats pour « ${text} »`;
}

export const emptyCatalogue = 'Aucun produit disponible pour le moment.';

/** A search that found nothing (issue 28): headed by what was searched, then ways on, so the shop never reads empty. */
export function noResultsFor(text: string): string {
  return `Aucun résultat pour « ${text} »`;
}
/** « Vouliez-vous dire » + the nearest words, as a link + « ? ». */
export const didYouMeanStart = 'Vouliez-vous dire ';
export const didYouMeanEnd = '\u00a0?';
export const exploreCollections = 'Explorez nos collections';

/** docs/product/decisions.md: the English technical text of docs/product/errors.md shows under a French heading, with a retry button. */
export const loadErrorTitle = 'Impossible de charger les produits';
export const retry = 'Réessayer';

export function loadErrorDetail(error: unknown): string {
  return `Error loading products: ${error instanceof Error ? error.message : 'Failed to load products'}`;
}

/** « 12 créations »; French counts zero and one in the singular. */
export function creationCount(count: number): string {
  return countOf(count, 'création', 'créations');
}

export const eyebrow = 'La boutique';
export const pageDescription =
  'Découvrez les créations de Maison Aurèle pour femme, homme et enfant : vêtements, chaussures et accessoires de luxe accessible.';

/** The meta description of a category's or a brand's view, each a page of its own for search engines. */
export function collectionDescription(collectionTitle: string): string {
  return `${collectionTitle} chez Maison Aurèle : vêtements, chaussures et accessoires de luxe accessible, livrés chez vous.`;
}

export const collectionsLabel = 'Collections';
export const allCollectionsLink = 'Toutes les collections';
export const categoryLinks = categoryEntries.map(([slug, label]) => ({ slug, label }));

export const sortLabel = 'Trier par';
/** The order's field on a phone, where its value does not fit beside « Filtrer » and the view. */
export const sortNarrowLabel = 'Trier';
export const sortOptions: { value: CatalogueSortKey; label: string }[] = [
  { value: 'featured', label: 'Notre sélection' },
  { value: 'price-low', label: 'Prix croissant' },
  { value: 'price-high', label: 'Prix décroissant' },
  { value: 'newest', label: 'Nouveautés' },
];

export const viewLabel = 'Affichage';
export const gridViewLabel = 'Afficher en grille';
export const listViewLabel = 'Afficher en liste';

export const productsLabel = 'Produits';

/** The refinements shown above the list, each with a link that removes it. */
export const activeFiltersLabel = 'Filtres actifs';
export const removeFilter = 'Retirer le filtre';
export const filterNames: Record<string, string> = { promotions: 'Promotions', nouveautes: 'Nouveautés' };
export const searchRefinement = (text: string) => `Recherche : ${text}`;
export const brandRefinement = (name: string) => `Marque : ${name}`;
export const sizeRefinement = (size: string) => `Taille : ${size}`;
export const colourRefinement = (colour: string) => `Couleur : ${colour}`;
/** A price range's chip; `from` and `to` already written as prices, one of them at least. */
export function priceRefinement(from: string | undefined, to: string | undefined): string {
  if (from && to) return `Prix : de ${from} à ${to}`;
  return from ? `Prix : dès ${from}` : `Prix : jusqu'à ${to}`;
}

/** The filter panel beside the collections (docs/product/decisions.md « Discovery at any size »). */
export const filtersTitle = 'Filtrer';
export const facetLegends = {
  size: 'Taille',
  colour: 'Couleur',
  price: 'Prix',
  available: 'Disponibilité',
} as const;
export const inStock = 'En stock';
/** A value's count, read after it: « M, 12 produits ». */
export function productCount(count: number): string {
  if (count === 0) return 'aucun produit';
  return `${count} ${count > 1 ? 'produits' : 'produit'}`;
}
export const priceFromLabel = (sign: string) => `Minimum (${sign})`;
export const priceToLabel = (sign: string) => `Maximum (${sign})`;
export const priceSpan = (lowest: string, highest: string) => `De ${lowest} à ${highest}`;
/** Under the first sizes of a long list: « Afficher 25 tailles de plus », then « Afficher moins ». */
export function moreSizes(count: number): string {
  return `Afficher ${count} ${count > 1 ? 'tailles' : 'taille'} de plus`;
}
export const fewerValues = 'Afficher moins';
/** Sends the form before the app runs; once it runs, each choice applies at once. */
export const applyFilters = 'Appliquer';
export const clearFilters = 'Tout effacer';
export const closeFilters = 'Fermer les filtres';
/** After « Filtrer », for screen readers: how many choices are on. */
export const activeChoices = (count: number) => countOf(count, 'filtre actif', 'filtres actifs');
/** What the filters find, read out after each choice: « 12 créations trouvées ». */
export function foundCount(count: number): string {
  if (count === 0) return 'Aucune création trouvée';
  return countOf(count, 'création trouvée', 'créations trouvées');
}

export const seeAllCollections = 'Voir toutes nos collections';

/** Under the list: how far the shopper has come, and the next page. */
export const seeMore = 'Voir plus';
/** « Vous avez vu 24 créations sur 120 ». */
export const seenCount = (seen: number, total: number) =>
  `Vous avez vu ${creationCount(seen)} sur ${formatCount(total)}`;
export const loadingMore = 'Chargement des créations suivantes…';
export const seePrevious = 'Voir les créations précédentes';
