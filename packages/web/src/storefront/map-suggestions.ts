import type { SuggestionsAnswer } from '@aurele/shop-contract';
import { type CategorySlug, defaultCollectionTable, isBrandId } from '@aurele/storefront-contract';
import type { Suggestions } from '../domain/suggestions';
import { toPriceTag } from './map-price';

const isCategory = (slug: string): slug is CategorySlug => Object.hasOwn(defaultCollectionTable, slug);

/**
 * The BFF's suggestions in the shop's terms. Only the universes and brands the shop has a page for are kept: a
 * store's own brand id that the brand table does not know has no `/shop?brand=` view to lead to.
 */
export function toSuggestions({ products, categories, brands, total }: SuggestionsAnswer): Suggestions {
  return {
    products: products.map(({ id, title, brand, image, price }) => ({
      id,
      title,
      brand,
      image,
      price: toPriceTag(price),
    })),
    categories: categories.filter(isCategory),
    brands: brands.filter(isBrandId),
    total,
  };
}
