import {
  type CatalogueFacets,
  type CatalogueQuery,
  type CatalogueQueryKey,
  catalogueQueryEntries,
} from '@aurele/shop-contract';

/**
 * The filter panel's choices, all undone: what « Tout effacer » changes. The view they narrow (collection, search,
 * brand, selection, order) stays.
 */
export const noFacetChoices = {
  size: [],
  colour: [],
  priceMin: undefined,
  priceMax: undefined,
  available: false,
} satisfies Partial<CatalogueQuery>;

/** The panel's choices in a query: each size, each colour, a price range, « En stock ». « Filtrer » shows it. */
export function facetChoiceCount(query: CatalogueQuery): number {
  const priced = query.priceMin !== undefined || query.priceMax !== undefined;
  return query.size.length + query.colour.length + Number(priced) + Number(query.available);
}

/**
 * The parameters of the query the filter form does not show, which it sends as hidden fields so that a submitted
 * form keeps them; a new choice starts from the first page.
 */
export function keptParameters(query: CatalogueQuery): [CatalogueQueryKey, string][] {
  return catalogueQueryEntries({ ...query, ...noFacetChoices, page: 1 });
}

/** Whether an answer has anything to filter by: a store without sizes, colours, prices or stock has no panel. */
export function hasFacets(facets: CatalogueFacets): boolean {
  return Boolean(facets.size || facets.colour || facets.price || facets.available !== undefined);
}
