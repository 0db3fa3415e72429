import {
  type CatalogueFacets,
  type CatalogueQuery,
  compareSizes,
  defaultCollectionTable,
  type FacetCount,
  type Price,
} from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';

/** The filters a shopper sets beside the list; each facet's counts leave its own filter out. */
export type Facet = 'category' | 'size' | 'colour' | 'price' | 'available';

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function add(counts: Map<string, number>, values: readonly string[]) {
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
}

/**
 * Counts the facet values of one query as its products go by. A product that fails no facet counts everywhere; one
 * that fails a single facet counts for that facet only (it would be shown were that facet's choice undone). Values
 * of the products in the query's scope (its search, brand, filter and category) are listed even at 0, so a
 * shopper sees what another choice has ruled out.
 */
export class FacetTally {
  readonly #category = new Map<string, number>();
  readonly #size = new Map<string, number>();
  readonly #colour = new Map<string, number>();
  readonly #sizesInScope = new Set<string>();
  readonly #coloursInScope = new Set<string>();
  #available = 0;
  #price: { min: number; max: number; of: Price } | undefined;

  constructor(readonly query: CatalogueQuery) {}

  /** A product of the query's scope, and the facets it fails. */
  offer(entry: CatalogueEntry, failed: readonly Facet[]) {
    if (!failed.includes('category')) {
      for (const size of entry.sizes) this.#sizesInScope.add(size);
      for (const colour of entry.colours) this.#coloursInScope.add(colour);
    }
    if (failed.length > 1) return;
    const [only] = failed;
    const countsFor = (facet: Facet) => only === undefined || only === facet;
    if (countsFor('category')) add(this.#category, entry.categories);
    if (countsFor('size')) add(this.#size, entry.sizes);
    if (countsFor('colour')) add(this.#colour, entry.colours);
    if (countsFor('available') && entry.available) this.#available += 1;
    if (countsFor('price') && entry.paid !== null && entry.tile.price) {
      const price = this.#price;
      if (!price) this.#price = { min: entry.paid, max: entry.paid, of: entry.tile.price };
      else if (entry.tile.price.currency_code === price.of.currency_code) {
        price.min = Math.min(price.min, entry.paid);
        price.max = Math.max(price.max, entry.paid);
      }
    }
  }

  facets(tellsAvailability: boolean): CatalogueFacets {
    const listed = (counts: Map<string, number>, inScope: Set<string>, chosen: readonly string[]) => {
      const values = new Set([...inScope, ...chosen]);
      return [...values].map((value): FacetCount => ({ value, count: counts.get(value) ?? 0 }));
    };
    const sizes = listed(this.#size, this.#sizesInScope, this.query.size);
    const colours = listed(this.#colour, this.#coloursInScope, this.query.colour);
    const price = this.#price;
    return {
      category: Object.keys(defaultCollectionTable).map((value) => ({
        value,
        count: this.#category.get(value) ?? 0,
      })),
      ...(sizes.length > 0 ? { size: sizes.sort((a, b) => compareSizes(a.value, b.value)) } : {}),
      ...(colours.length > 0
        ? { colour: colours.sort((a, b) => frenchOrder.compare(a.value, b.value)) }
        : {}),
      ...(price
        ? {
            price: {
              min: price.min,
              max: price.max,
              currency_code: price.of.currency_code,
              currency: price.of.currency,
            },
          }
        : {}),
      ...(tellsAvailability ? { available: this.#available } : {}),
    };
  }
}
