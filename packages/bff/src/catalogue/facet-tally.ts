import type { CatalogueFacets, CatalogueQuery, FacetCount } from '@aurele/shop-contract';
import type { Price } from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import { type CatalogueIndex, valueOrder } from './catalogue-index.js';
import type { ValueColumn } from './value-column.js';

/**
 * The filters a shopper sets beside the list, one bit each: the facets a product fails are one number, so that
 * a pass over the whole store allocates nothing per product. Each facet's counts leave its own filter out.
 */
export const facetBits = { category: 1, size: 2, colour: 4, price: 8, available: 16 } as const;

/** A column's counts, and which of its values the query's scope holds. */
class ValueTally {
  readonly counts: Uint32Array;
  readonly inScope: Uint8Array;

  constructor(readonly column: ValueColumn) {
    this.counts = new Uint32Array(column.values.length);
    this.inScope = new Uint8Array(column.values.length);
  }

  /** Counts the values of the product at `position` (loops written out: this runs for every product of a pass). */
  count(position: number) {
    const { starts, ids } = this.column;
    const end = starts[position + 1] ?? 0;
    for (let at = starts[position] ?? 0; at < end; at += 1) {
      const id = ids[at] ?? 0;
      this.counts[id] = (this.counts[id] ?? 0) + 1;
    }
  }

  markInScope(position: number) {
    const { starts, ids } = this.column;
    const end = starts[position + 1] ?? 0;
    for (let at = starts[position] ?? 0; at < end; at += 1) this.inScope[ids[at] ?? 0] = 1;
  }

  /**
   * The values in scope and the chosen ones, with their counts, in the column's order; a chosen value the store
   * does not have is counted 0 and put in its place by `compare`.
   */
  listed(chosen: readonly string[], compare: (a: string, b: string) => number): FacetCount[] {
    const { values, idOf } = this.column;
    const listed = values
      .map((value, id) => ({ value, count: this.counts[id] ?? 0, shown: this.inScope[id] === 1 }))
      .filter(({ value, shown }) => shown || chosen.includes(value))
      .map(({ value, count }) => ({ value, count }));
    const unknown = chosen.filter((value) => !idOf.has(value));
    if (unknown.length === 0) return listed;
    return [...listed, ...unknown.map((value) => ({ value, count: 0 }))].sort((a, b) =>
      compare(a.value, b.value),
    );
  }
}

/**
 * Counts the facet values of one query as its products go by. A product that fails no facet counts everywhere; one
 * that fails a single facet counts for that facet only (it would be shown were that facet's choice undone). Values
 * of the products in the query's scope (its search, brand, filter and category) are listed even at 0, so a
 * shopper sees what another choice has ruled out.
 */
export class FacetTally {
  readonly #category: ValueTally;
  readonly #size: ValueTally;
  readonly #colour: ValueTally;
  #available = 0;
  /** The lowest and highest price paid in the first priced product's currency, and that product's price. */
  #price: { min: number; max: number; currency: number; of: Price } | undefined;

  constructor(
    readonly index: CatalogueIndex,
    readonly query: CatalogueQuery,
  ) {
    this.#category = new ValueTally(index.facets.category);
    this.#size = new ValueTally(index.facets.size);
    this.#colour = new ValueTally(index.facets.colour);
  }

  /** A product of the query's scope, its position, and the facets it fails (`facetBits`). */
  offer(entry: CatalogueEntry, position: number, failed: number) {
    if ((failed & facetBits.category) === 0) {
      this.#size.markInScope(position);
      this.#colour.markInScope(position);
    }
    // More than one facet failed: the product is not shown whichever single choice is undone.
    if ((failed & (failed - 1)) !== 0) return;
    // 0 (shown) counts for every facet; a single failed facet counts for that one only.
    if ((failed | facetBits.category) === facetBits.category) this.#category.count(position);
    if ((failed | facetBits.size) === facetBits.size) this.#size.count(position);
    if ((failed | facetBits.colour) === facetBits.colour) this.#colour.count(position);
    const { columns } = this.index;
    if ((failed | facetBits.available) === facetBits.available && columns.available[position] === 1)
      this.#available += 1;
    const paid = columns.paid[position] ?? Number.NaN;
    if ((failed | facetBits.price) === facetBits.price && !Number.isNaN(paid)) {
      const currency = columns.currency[position] ?? 0;
      const price = this.#price;
      if (!price) {
        if (entry.tile.price) this.#price = { min: paid, max: paid, currency, of: entry.tile.price };
      } else if (currency === price.currency) {
        price.min = Math.min(price.min, paid);
        price.max = Math.max(price.max, paid);
      }
    }
  }

  facets(): CatalogueFacets {
    const { values } = this.index.facets.category;
    const sizes = this.#size.listed(this.query.size, valueOrder.size);
    const colours = this.#colour.listed(this.query.colour, valueOrder.colour);
    const price = this.#price;
    return {
      category: values.map((value, id) => ({ value, count: this.#category.counts[id] ?? 0 })),
      ...(sizes.length > 0 ? { size: sizes } : {}),
      ...(colours.length > 0 ? { colour: colours } : {}),
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
      ...(this.index.tellsAvailability ? { available: this.#available } : {}),
    };
  }
}
