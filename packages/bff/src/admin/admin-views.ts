import { foldText } from '@aurele/shop-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import type { CatalogueIndex } from '../catalogue/catalogue-index.js';

/** The table's columns whose order depends on the catalogue alone (stock and status depend on the stock). */
export type StaticSortKey = 'title' | 'reference' | 'collection' | 'price' | 'variants';

/**
 * What the dashboard reads of an index besides its entries, made once per index (a sort of 20 000 titles is not free).
 */
export interface AdminViews {
  /** Title, subtitle, brand, reference and id, folded: what the dashboard's search looks in. */
  readonly searchTexts: readonly string[];
  /** Positions in `snapshot.entries` by each column, ascending. */
  readonly sorted: Readonly<Record<StaticSortKey, SortedColumn>>;
}

/** Ascending, ties in the newest-first order; the products without a value (no price, no category) at the end. */
export interface SortedColumn {
  readonly ascending: readonly number[];
  /** How many of the last positions have no value: they stay last in either direction. */
  readonly missing: number;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function sortedBy(
  entries: readonly CatalogueEntry[],
  key: (entry: CatalogueEntry) => string | number | null,
): SortedColumn {
  const keys = entries.map(key);
  const positions = entries.map((_, position) => position);
  const valued = positions.filter((position) => keys[position] !== null);
  valued.sort((a, b) => {
    const [left, right] = [keys[a], keys[b]];
    return typeof left === 'number' && typeof right === 'number'
      ? left - right
      : collator.compare(String(left), String(right));
  });
  const missing = positions.filter((position) => keys[position] === null);
  return { ascending: [...valued, ...missing], missing: missing.length };
}

function makeViews(index: CatalogueIndex): AdminViews {
  const { entries } = index.snapshot;
  return {
    searchTexts: entries.map((entry) =>
      [entry.searchText, foldText(entry.sku ?? ''), entry.tile.id.toLowerCase()].join(' '),
    ),
    sorted: {
      title: sortedBy(entries, (entry) => entry.tile.title),
      reference: sortedBy(entries, (entry) => entry.sku ?? entry.tile.id),
      collection: sortedBy(entries, (entry) => entry.categories.join(' ') || null),
      price: sortedBy(entries, (entry) => entry.paid),
      variants: sortedBy(entries, (entry) => entry.tile.variantCount),
    },
  };
}

const made = new WeakMap<CatalogueIndex, AdminViews>();

/** The views of an index, made on first use and dropped with it. */
export function adminViews(index: CatalogueIndex): AdminViews {
  let views = made.get(index);
  if (!views) {
    views = makeViews(index);
    made.set(index, views);
  }
  return views;
}
