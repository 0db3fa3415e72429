import type { CategorySlug } from '@aurele/storefront-contract';

/**
 * The shop's four universes as shoppers read them (docs/product/decisions.md), in the navigation's order: the web app's
 * header, shop, home page, breadcrumbs and suggestions, and the dashboard's export all name them so.
 */
export const categoryLabels: Readonly<Record<CategorySlug, string>> = {
  femme: 'Femme',
  homme: 'Homme',
  enfant: 'Enfant',
  accessoires: 'Accessoires',
};
