import { brandName } from '../../domain/brand';
import type { CatalogueQuery } from '../../domain/catalogue';
import { categoryTitles, collectionDescription, pageDescription } from './messages';

function knownCategory(query: CatalogueQuery): string | undefined {
  const { category } = query;
  return category && Object.hasOwn(categoryTitles, category) ? category : undefined;
}

function knownBrand(query: CatalogueQuery): string | undefined {
  return brandName(query.brand ?? null) === null ? undefined : (query.brand ?? undefined);
}

/**
 * The address search engines file a `/shop` view under: a category or a brand is a page of its own; a search,
 * a filter or an order shows the same products again, so it goes back to its collection.
 */
export function shopCanonicalPath(query: CatalogueQuery): string {
  const kept = new URLSearchParams();
  const category = knownCategory(query);
  const brand = knownBrand(query);
  if (category) kept.set('category', category);
  if (brand) kept.set('brand', brand);
  const search = kept.toString();
  return search ? `/shop?${search}` : '/shop';
}

/** The meta description of a `/shop` view: its category's or brand's, else the shop's. */
export function shopDescription(query: CatalogueQuery): string {
  const category = knownCategory(query);
  if (category) return collectionDescription(categoryTitles[category as keyof typeof categoryTitles]);
  const brand = brandName(query.brand ?? null);
  return brand ? collectionDescription(brand) : pageDescription;
}
