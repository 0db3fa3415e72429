import {
  type AdminProductFilter,
  type AdminProductStatus,
  type AdminProductsQuery,
  type AdminStock,
  searchTerms,
} from '@aurele/shop-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import type { CatalogueIndex } from '../catalogue/catalogue-index.js';
import { isLowStock, isSoldOut, statusOf } from './admin-row.js';
import { adminViews, type SortedColumn, type StaticSortKey } from './admin-views.js';

/** What the dashboard knows of a product's stock (the stock book's). */
export type StockLookup = (productId: string) => AdminStock | null;

/** Whether a product passes each filter. */
const passes: Record<
  AdminProductFilter,
  (entry: CatalogueEntry, query: AdminProductsQuery, stock: StockLookup) => boolean
> = {
  'sold-out': (entry, _, stock) => isSoldOut(stock(entry.tile.id)),
  'low-stock': (entry, query, stock) => isLowStock(stock(entry.tile.id), query.threshold),
  'no-photo': (entry) => entry.tile.image === null,
  'no-price': (entry) => entry.tile.price === null,
  'on-sale': (entry) => entry.onSale,
};

/** The order the « Statut » column sorts in: what sells, what no longer does, what the store holds back. */
const statusRank: Record<AdminProductStatus, number> = { published: 0, 'sold-out': 1, 'not-purchasable': 2 };

function matches(
  entry: CatalogueEntry,
  text: string,
  query: AdminProductsQuery,
  terms: string[],
  stock: StockLookup,
) {
  if (!terms.every((term) => text.includes(term))) return false;
  if (
    query.collection === 'none'
      ? entry.categories.length > 0
      : query.collection && !entry.categories.includes(query.collection)
  )
    return false;
  return query.filters.every((filter) => passes[filter](entry, query, stock));
}

/** A column's order in the query's direction; the products without a value stay last. */
function inDirection(
  { ascending, missing }: SortedColumn,
  order: AdminProductsQuery['order'],
): readonly number[] {
  if (order === 'asc') return ascending;
  const valued = ascending.slice(0, ascending.length - missing).reverse();
  return [...valued, ...ascending.slice(ascending.length - missing)];
}

/** Sorts by a key the stock decides; null (unknown stock) last in either direction, ties newest first. */
function sortByStock(
  positions: number[],
  key: (position: number) => number | null,
  order: AdminProductsQuery['order'],
) {
  const sign = order === 'asc' ? 1 : -1;
  // Keys in a typed array read in a row (NaN: unknown), not a Map: 20 000 of them are compared 300 000 times.
  const keys = new Float64Array(positions.length);
  const places = positions.map((position, place) => {
    keys[place] = key(position) ?? Number.NaN;
    return place;
  });
  places.sort((a, b) => {
    const [left, right] = [keys[a] as number, keys[b] as number];
    if (Number.isNaN(left) || Number.isNaN(right))
      return (Number.isNaN(left) ? 1 : 0) - (Number.isNaN(right) ? 1 : 0) || a - b;
    return sign * (left - right) || a - b;
  });
  return places.map((place) => positions[place] as number);
}

/**
 * The positions (in the index) of the products a dashboard query shows, in its order: one pass over the
 * catalogue in a column's order made once per index, then, for the stock and the status, a sort of what matched.
 */
export function queryAdminProducts(
  index: CatalogueIndex,
  query: AdminProductsQuery,
  stock: StockLookup,
): number[] {
  const { entries } = index.snapshot;
  const views = adminViews(index);
  const terms = searchTerms(query.search);
  const sort = query.sort;
  let order: readonly number[];
  if (sort === 'newest' || sort === 'stock' || sort === 'status') {
    order = entries.map((_, position) => position);
    if (sort === 'newest' && query.order === 'desc') order = [...order].reverse();
  } else order = inDirection(views.sorted[sort as StaticSortKey], query.order);
  const shown = order.filter((position) =>
    matches(entries[position] as CatalogueEntry, views.searchTexts[position] as string, query, terms, stock),
  );
  if (sort === 'stock') {
    return sortByStock(
      shown,
      (position) => {
        const known = stock((entries[position] as CatalogueEntry).tile.id);
        if (!known) return null;
        return known.unlimited ? Number.POSITIVE_INFINITY : known.units;
      },
      query.order,
    );
  }
  if (sort === 'status') {
    return sortByStock(
      shown,
      (position) => {
        const entry = entries[position] as CatalogueEntry;
        return statusRank[statusOf(entry, stock(entry.tile.id))];
      },
      query.order,
    );
  }
  return shown;
}
