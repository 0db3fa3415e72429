import { type CatalogueQuery, searchTerms } from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { facetBits } from './facet-tally.js';
import { flagsOf, hasAnyValue } from './value-column.js';

/** A price range in minor units. */
interface MinorRange {
  min: number;
  max: number;
}

/**
 * What a query narrows, in one fixed shape whatever the query: a pass over the whole store then runs the same
 * straight code for every query (no test functions made per query, whose varying mix the JIT could not optimise
 * for long), and allocates nothing per product.
 */
export class QueryFilters {
  readonly #index: CatalogueIndex;
  readonly #terms: readonly string[];
  readonly #brand: string | undefined;
  readonly #onSale: boolean;
  /** Positions before this one are « nouveautés »; every position when the query does not ask for them. */
  readonly #newBefore: number;
  readonly #category: Uint8Array | undefined;
  readonly #size: Uint8Array | undefined;
  readonly #colour: Uint8Array | undefined;
  /** The range in major units, as the address writes it; undefined without a price filter. */
  readonly #price: { min: number; max: number } | undefined;
  /** The range in each currency's minor units, by its number of decimal digits: made once, not per product. */
  readonly #priceByDigits: MinorRange[] = [];
  readonly #available: boolean;

  constructor(index: CatalogueIndex, query: CatalogueQuery) {
    const { facets } = index;
    this.#index = index;
    this.#terms = searchTerms(query.search ?? '');
    this.#brand = query.brand;
    this.#onSale = query.filter === 'promotions';
    this.#newBefore = query.filter === 'nouveautes' ? index.snapshot.newCount : Number.POSITIVE_INFINITY;
    this.#category = query.category ? flagsOf(facets.category, [query.category]) : undefined;
    this.#size = query.size.length > 0 ? flagsOf(facets.size, query.size) : undefined;
    this.#colour = query.colour.length > 0 ? flagsOf(facets.colour, query.colour) : undefined;
    const { priceMin, priceMax } = query;
    this.#price =
      priceMin === undefined && priceMax === undefined
        ? undefined
        : { min: priceMin ?? 0, max: priceMax ?? Number.POSITIVE_INFINITY };
    this.#available = query.available;
  }

  /** Whether the product is in the query's scope: what the shopper searched or navigated to, always applied. */
  inScope(entry: CatalogueEntry, position: number): boolean {
    if (position >= this.#newBefore) return false;
    if (this.#onSale && !entry.onSale) return false;
    if (this.#brand !== undefined && entry.tile.brand !== this.#brand) return false;
    for (const term of this.#terms) if (!entry.searchText.includes(term)) return false;
    return true;
  }

  /** The facets the product fails, as `facetBits`: 0 when the list shows it. */
  failures(entry: CatalogueEntry, position: number): number {
    const { facets } = this.#index;
    let failed = 0;
    if (this.#category && !hasAnyValue(facets.category, position, this.#category))
      failed |= facetBits.category;
    if (this.#size && !hasAnyValue(facets.size, position, this.#size)) failed |= facetBits.size;
    if (this.#colour && !hasAnyValue(facets.colour, position, this.#colour)) failed |= facetBits.colour;
    if (this.#price && !this.#priced(entry)) failed |= facetBits.price;
    if (this.#available && entry.available !== true) failed |= facetBits.available;
    return failed;
  }

  #priced(entry: CatalogueEntry): boolean {
    const { paid } = entry;
    if (paid === null || !this.#price) return false;
    const digits = entry.tile.price?.currency?.decimal_digits ?? 2;
    let range = this.#priceByDigits[digits];
    if (!range) {
      range = {
        min: Math.round(this.#price.min * 10 ** digits),
        max: Math.round(this.#price.max * 10 ** digits),
      };
      this.#priceByDigits[digits] = range;
    }
    return paid >= range.min && paid <= range.max;
  }
}
