import { type CatalogueQuery, emptyCatalogueQuery } from '@aurele/shop-contract';
import { brandName } from '../../domain/brand';
import {
  allCollectionsTitle,
  categoryTitles,
  collectionDescription,
  pageDescription,
  searchTitle,
} from './messages';
import { shopHref } from './shop-query';

/** The `/shop` heading and title (docs/product/decisions.md): a search first, then a category, then a brand, else all collections. */
export function shopTitle(query: CatalogueQuery): string {
  if (query.search) return searchTitle(query.search);
  if (query.category) return categoryTitles[query.category];
  return brandName(query.brand ?? null) ?? allCollectionsTitle;
}

/**
 * The address search engines file a `/shop` view under: a category or a brand is a page of its own; a search,
 * a filter, an order or another page shows the same products again, so it goes back to its collection.
 */
export function shopCanonicalPath({ category, brand }: CatalogueQuery): string {
  return shopHref(emptyCatalogueQuery, { category, brand });
}

/** The meta description of a `/shop` view: its category's or brand's, else the shop's. */
export function shopDescription(query: CatalogueQuery): string {
  if (query.category) return collectionDescription(categoryTitles[query.category]);
  const brand = brandName(query.brand ?? null);
  return brand ? collectionDescription(brand) : pageDescription;
}
