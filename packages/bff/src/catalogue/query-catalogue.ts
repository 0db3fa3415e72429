import { CATALOGUE_PAGE_SIZE, type CatalogueAnswer, type CatalogueQuery } from '@aurele/shop-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { didYouMean } from './did-you-mean.js';
import { FacetTally } from './facet-tally.js';
import { QueryFilters } from './query-filters.js';

/**
 * A page of what a `/shop` query shows, its total, and the counts of every facet value for that query: a value's
 * count is what the list would hold with it chosen, the other facets' choices kept (so a facet's own choices do
 * not empty its other values). One pass over the products in the query's order.
 */
export function queryCatalogue(index: CatalogueIndex, query: CatalogueQuery): CatalogueAnswer {
  const { entries } = index.snapshot;
  const filters = new QueryFilters(index, query);
  const tally = new FacetTally(index, query);
  const shown: number[] = [];
  // In the house's order, a search's exact matches come before those found through a typo (issue 28).
  const mistyped: number[] = [];
  for (const position of index.orders[query.sort]) {
    const entry = entries[position] as CatalogueEntry;
    if (!filters.inScope(position)) continue;
    const failed = filters.failures(position);
    tally.offer(entry, position, failed);
    if (failed !== 0) continue;
    if (query.sort === 'featured' && filters.mistyped(position)) mistyped.push(position);
    else shown.push(position);
  }
  for (const position of mistyped) shown.push(position);
  const start = (query.page - 1) * CATALOGUE_PAGE_SIZE;
  const meant = shown.length === 0 && query.search ? didYouMean(index.texts, query.search) : undefined;
  return {
    query,
    total: shown.length,
    page: query.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    products: shown
      .slice(start, start + CATALOGUE_PAGE_SIZE)
      .map((position) => (entries[position] as CatalogueEntry).tile),
    facets: tally.facets(),
    ...(meant && { didYouMean: meant }),
  };
}
