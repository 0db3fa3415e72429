import type { CatalogueQuery } from '@aurele/shop-contract';
import { brandName } from '../../domain/brand';
import { noFacetChoices } from './facet-choices';
import {
  brandRefinement,
  colourRefinement,
  filterNames,
  inStock,
  priceRefinement,
  searchRefinement,
  sizeRefinement,
} from './messages';
import { formatAmount, type PriceFacet } from './price-facet';
import { shopHref } from './shop-query';

/** A refinement of the list above it, and the address without it. */
export interface FilterChip {
  id: string;
  label: string;
  href: string;
}

/**
 * The refinements narrowing the list, each with the address that lifts it: the search, the brand, the selection,
 * then the panel's choices (each size, each colour, the price range, « En stock »). Unknown values show nothing.
 * `price`, the answer's price facet, says the currency the range is in.
 */
export function activeFilterChips(query: CatalogueQuery, price: PriceFacet | undefined): FilterChip[] {
  const chips: FilterChip[] = [];
  const chip = (id: string, label: string, changes: Partial<CatalogueQuery>) =>
    chips.push({ id, label, href: shopHref(query, changes) });
  const text = query.search?.trim();
  if (text) chip('search', searchRefinement(text), { search: undefined });
  const brand = brandName(query.brand ?? null);
  if (brand) chip('brand', brandRefinement(brand), { brand: undefined });
  if (query.filter && Object.hasOwn(filterNames, query.filter)) {
    chip('filter', filterNames[query.filter] as string, { filter: undefined });
  }
  for (const size of query.size) {
    chip(`size-${size}`, sizeRefinement(size), { size: query.size.filter((other) => other !== size) });
  }
  for (const colour of query.colour) {
    chip(`colour-${colour}`, colourRefinement(colour), {
      colour: query.colour.filter((other) => other !== colour),
    });
  }
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    const amount = (major: number | undefined) =>
      major === undefined ? undefined : formatAmount(major, price);
    chip('price', priceRefinement(amount(query.priceMin), amount(query.priceMax)), {
      priceMin: undefined,
      priceMax: undefined,
    });
  }
  if (query.available) chip('available', inStock, { available: false });
  return chips;
}

/** The address with none of the panel's choices: « Tout effacer ». */
export function withoutFacetChoices(query: CatalogueQuery): string {
  return shopHref(query, noFacetChoices);
}
