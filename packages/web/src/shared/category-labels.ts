import type { CategorySlug } from '@aurele/storefront-contract';

/**
 * The shop's four universes as shoppers read them (DECISIONS.md), in the navigation's order: the header, the
 * shop's sidebar and titles, the home page, a product's breadcrumbs and the search suggestions all name them so.
 */
export const categoryLabels: Readonly<Record<CategorySlug, string>> = {
  femme: 'Femme',
  homme: 'Homme',
  enfant: 'Enfant',
  accessoires: 'Accessoires',
};

/** Each universe's slug and name, in that order. */
export const categoryEntries = Object.entries(categoryLabels) as [CategorySlug, string][];
