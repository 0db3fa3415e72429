import type { CatalogueQuery, SortKey } from '../../domain/catalogue';

/** The `/shop` parameters this page reads (DECISIONS.md, plus `sort`). */
const parameters = ['category', 'search', 'brand', 'filter', 'sort'] as const;
type ShopParameter = (typeof parameters)[number];

export function catalogueQueryFrom(search: URLSearchParams): CatalogueQuery {
  return Object.fromEntries(parameters.map((name) => [name, search.get(name)])) as CatalogueQuery;
}

/**
 * A `/shop` address: `changes` set or remove (null) parameters of `current`. Featured is the default order, so
 * it leaves the address clean.
 */
export function shopHref(
  current: URLSearchParams,
  changes: Partial<Record<ShopParameter, string | null>>,
): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (next.get('sort') === ('featured' satisfies SortKey)) next.delete('sort');
  const query = next.toString();
  return query ? `/shop?${query}` : '/shop';
}
