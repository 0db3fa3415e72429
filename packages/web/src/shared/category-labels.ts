import { categoryLabels } from '@aurele/shop-contract';
import type { CategorySlug } from '@aurele/storefront-contract';

/** The shop's four universes as shoppers read them (the contract's labels: the BFF's export names them so too). */
export { categoryLabels };

/** Each universe's slug and name, in the navigation's order. */
export const categoryEntries = Object.entries(categoryLabels) as [CategorySlug, string][];
