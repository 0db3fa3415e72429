import { brandName } from '../../domain/brand';
import type { CatalogueQuery } from '../../domain/catalogue';
import { allCollectionsTitle, categoryTitles, searchTitle } from './messages';

/** The `/shop` heading (DECISIONS.md): a search first, then a category, then a brand, else all collections. */
export function shopTitle(query: CatalogueQuery): string {
  const search = query.search?.trim();
  if (search) return searchTitle(search);
  const { category } = query;
  if (category && Object.hasOwn(categoryTitles, category)) {
    return categoryTitles[category as keyof typeof categoryTitles];
  }
  return brandName(query.brand ?? null) ?? allCollectionsTitle;
}
