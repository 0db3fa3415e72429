import type { BrandId, CategorySlug } from '@aurele/storefront-contract';
import type { ProductSummary } from './product-summary';

/** A product the header suggests while the shopper types: what its line shows. */
export type SuggestedProduct = Pick<ProductSummary, 'id' | 'title' | 'brand' | 'image' | 'price'>;

/** What the header suggests for some typed text: products first, then the universes and brands it names. */
export interface Suggestions {
  products: SuggestedProduct[];
  categories: CategorySlug[];
  brands: BrandId[];
  /** Products the search for the same text finds in all (« Voir les N résultats »). */
  total: number;
}

/** How many suggestions there are, each product, universe and brand counting one. */
export function suggestionCount({ products, categories, brands }: Suggestions): number {
  return products.length + categories.length + brands.length;
}
