import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueAnswer,
  type CatalogueQuery,
  searchTerms,
} from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { type Facet, FacetTally } from './facet-tally.js';

type Test = (entry: CatalogueEntry, position: number) => boolean;

/** Major units (as the address writes a price) to the entry's minor units. */
function minorUnits(entry: CatalogueEntry, major: number): number {
  return Math.round(major * 10 ** (entry.tile.price?.currency?.decimal_digits ?? 2));
}

/** The filters that always apply: what the shopper searched or navigated to. */
function scopeTests(index: CatalogueIndex, query: CatalogueQuery): Test[] {
  const tests: Test[] = [];
  const terms = searchTerms(query.search ?? '');
  if (terms.length > 0) tests.push((entry) => terms.every((term) => entry.searchText.includes(term)));
  if (query.brand) tests.push((entry) => entry.tile.brand === query.brand);
  if (query.filter === 'promotions') tests.push((entry) => entry.onSale);
  if (query.filter === 'nouveautes') tests.push((_, position) => position < index.snapshot.newCount);
  return tests;
}

function facetTests(query: CatalogueQuery): [Facet, Test][] {
  const tests: [Facet, Test][] = [];
  const { category, size, colour, priceMin, priceMax } = query;
  if (category) tests.push(['category', (entry) => entry.categories.includes(category)]);
  if (size.length > 0) tests.push(['size', (entry) => entry.sizes.some((value) => size.includes(value))]);
  if (colour.length > 0)
    tests.push(['colour', (entry) => entry.colours.some((value) => colour.includes(value))]);
  if (priceMin !== undefined || priceMax !== undefined) {
    tests.push([
      'price',
      (entry) =>
        entry.paid !== null &&
        (priceMin === undefined || entry.paid >= minorUnits(entry, priceMin)) &&
        (priceMax === undefined || entry.paid <= minorUnits(entry, priceMax)),
    ]);
  }
  if (query.available) tests.push(['available', (entry) => entry.available === true]);
  return tests;
}

/**
 * A page of what a `/shop` query shows, its total, and the counts of every facet value for that query: a value's
 * count is what the list would hold with it chosen, the other facets' choices kept (so a facet's own choices do
 * not empty its other values). One pass over the products in the query's order.
 */
export function queryCatalogue(index: CatalogueIndex, query: CatalogueQuery): CatalogueAnswer {
  const { entries } = index.snapshot;
  const scope = scopeTests(index, query);
  const facets = facetTests(query);
  const tally = new FacetTally(query);
  const shown: number[] = [];
  for (const position of index.orders[query.sort]) {
    const entry = entries[position] as CatalogueEntry;
    if (!scope.every((test) => test(entry, position))) continue;
    const failed = facets.filter(([, test]) => !test(entry, position)).map(([facet]) => facet);
    tally.offer(entry, failed);
    if (failed.length === 0) shown.push(position);
  }
  const start = (query.page - 1) * CATALOGUE_PAGE_SIZE;
  return {
    query,
    total: shown.length,
    page: query.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    products: shown
      .slice(start, start + CATALOGUE_PAGE_SIZE)
      .map((position) => (entries[position] as CatalogueEntry).tile),
    facets: tally.facets(index.tellsAvailability),
  };
}
