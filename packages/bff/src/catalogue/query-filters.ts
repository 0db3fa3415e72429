import { type CatalogueQuery, searchTerms } from '@aurele/shop-contract';
import type { CatalogueIndex } from './catalogue-index.js';
import { facetBits } from './facet-tally.js';
import { MISTYPED, searched } from './searched.js';
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
  /** Flags by position: the products whose text holds every searched word; undefined without a search. */
  readonly #searched: Uint8Array | undefined;
  readonly #brand: Uint8Array | undefined;
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
    this.#searched = searched(index, searchTerms(query.search ?? ''));
    this.#brand = query.brand ? flagsOf(facets.brand, [query.brand]) : undefined;
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

  /** Whether the product was found through a typo (a search's exact matches come first). */
  mistyped(position: number): boolean {
    return this.#searched?.[position] === MISTYPED;
  }

  /** Whether the product is in the query's scope: what the shopper searched or navigated to, always applied. */
  inScope(position: number): boolean {
    const { facets, columns } = this.#index;
    if (position >= this.#newBefore) return false;
    if (this.#onSale && columns.onSale[position] !== 1) return false;
    if (this.#brand && !hasAnyValue(facets.brand, position, this.#brand)) return false;
    return this.#searched?.[position] !== 0;
  }

  /** The facets the product fails, as `facetBits`: 0 when the list shows it. */
  failures(position: number): number {
    const { facets, columns } = this.#index;
    let failed = 0;
    if (this.#category && !hasAnyValue(facets.category, position, this.#category))
      failed |= facetBits.category;
    if (this.#size && !hasAnyValue(facets.size, position, this.#size)) failed |= facetBits.size;
    if (this.#colour && !hasAnyValue(facets.colour, position, this.#colour)) failed |= facetBits.colour;
    if (this.#price && !this.#priced(position)) failed |= facetBits.price;
    if (this.#available && columns.available[position] !== 1) failed |= facetBits.available;
    return failed;
  }

  #priced(position: number): boolean {
    const { paid, digits } = this.#index.columns;
    const price = this.#price;
    if (!price) return false;
    const decimals = digits[position] ?? 2;
    let range = this.#priceByDigits[decimals];
    if (!range) {
      range = { min: Math.round(price.min * 10 ** decimals), max: Math.round(price.max * 10 ** decimals) };
      this.#priceByDigits[decimals] = range;
    }
    // Without a price, `paid` is NaN: outside every range.
    const minor = paid[position] ?? Number.NaN;
    return minor >= range.min && minor <= range.max;
  }
}
