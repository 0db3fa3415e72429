import type { CatalogueQuery } from '@aurele/storefront-contract';
import { brandName } from '../../domain/brand';
import { allCollectionsTitle, categoryTitles, searchTitle } from './messages';

/** The `/shop` heading (DECISIONS.md): a search first, then a category, then a brand, else all collections. */
export function shopTitle(query: CatalogueQuery): string {
  if (query.search) return searchTitle(query.search);
  if (query.category) return categoryTitles[query.category];
  return brandName(query.brand ?? null) ?? allCollectionsTitle;
}
