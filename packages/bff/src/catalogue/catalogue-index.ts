import { type CatalogueSortKey, compareSizes } from '@aurele/shop-contract';
import { defaultCollectionTable } from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import { type ProductColumns, productColumns } from './product-columns.js';
import { SearchTexts } from './search-texts.js';
import { type ValueColumn, valueColumn } from './value-column.js';

/**
 * The catalogue as it was read: plain data, what is stored on the edge (`snapshot-codec.ts`) and read back. Entries come
 * in the storefront's newest-first order (`sort_by=created_at&order=DESC`), which is the « newest » sort itself.
 */
export interface CatalogueSnapshot {
  entries: CatalogueEntry[];
  /** How many of the first entries were created within the last 90 days (« nouveautés »), when it was read. */
  newCount: number;
  /** When it was read (ms since the epoch). */
  readAt: number;
  /** How long the read took, in ms (absent from snapshots stored before it was kept). */
  readMs?: number;
}

/** The order shoppers read values in: sizes as they expect them, colour names in French, accents and case aside. */
export const valueOrder = {
  size: compareSizes,
  colour: new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare,
} as const;

/** The facets a query tests and counts, as columns of value ids (value-column.ts). */
interface FacetColumns {
  /** Every shop category, in the collection table's order, whether or not it has products. */
  readonly category: ValueColumn;
  /** Sizes in the order shoppers expect (XS < S < M…, 36 < 38, ages). */
  readonly size: ValueColumn;
  /** Colours in French order. */
  readonly colour: ValueColumn;
  /** Brand ids (one at most a product). */
  readonly brand: ValueColumn;
}

/** Where the app takes the index in hand: `CatalogueSource` on Node, `StoredCatalogueSource` on the edge. */
export interface CatalogueIndexSource {
  index(): Promise<CatalogueIndex>;
}

/**
 * A snapshot made ready for queries: each sort order computed once, products found by id, the facets as columns,
 * and what a suggestion names.
 */
export interface CatalogueIndex {
  readonly snapshot: CatalogueSnapshot;
  /** Positions in `snapshot.entries`, in each sort's order. */
  readonly orders: Readonly<Record<CatalogueSortKey, readonly number[]>>;
  readonly positionOf: ReadonlyMap<string, number>;
  /** Whether the store's lists say what can be bought now (else there is no « Disponibilité » facet). */
  readonly tellsAvailability: boolean;
  readonly facets: FacetColumns;
  readonly columns: ProductColumns;
  /** The search texts, ranked in the featured order. */
  readonly texts: SearchTexts;
  /** The categories and brands that have products, in the featured order of their first product. */
  readonly held: { readonly categories: readonly string[]; readonly brands: readonly string[] };
}

const brandOf = (entry: CatalogueEntry) => (entry.tile.brand ? [entry.tile.brand] : []);

/** Products without a price come last, whichever the direction; ties keep the featured order. */
function byPaid(entries: readonly CatalogueEntry[], direction: 1 | -1) {
  return (a: number, b: number): number => {
    const [left, right] = [entries[a]?.paid ?? null, entries[b]?.paid ?? null];
    if (left === null || right === null) return (left === null ? 1 : 0) - (right === null ? 1 : 0);
    return direction * (left - right);
  };
}

export function indexCatalogue(snapshot: CatalogueSnapshot): CatalogueIndex {
  const { entries } = snapshot;
  const newest = entries.map((_, position) => position);
  // Stable sorts: ties keep the newest first.
  const featured = [...newest].sort((a, b) => (entries[a]?.order ?? 0) - (entries[b]?.order ?? 0));
  const inFeaturedOrder = featured.map((position) => entries[position] as CatalogueEntry);
  return {
    snapshot,
    orders: {
      featured,
      'price-low': [...featured].sort(byPaid(entries, 1)),
      'price-high': [...featured].sort(byPaid(entries, -1)),
      newest,
    },
    positionOf: new Map(entries.map((entry, position) => [entry.tile.id, position])),
    tellsAvailability: entries.some((entry) => entry.available !== undefined),
    facets: {
      category: valueColumn(entries, (entry) => entry.categories, {
        values: Object.keys(defaultCollectionTable),
      }),
      size: valueColumn(entries, (entry) => entry.sizes, { compare: valueOrder.size }),
      colour: valueColumn(entries, (entry) => entry.colours, { compare: valueOrder.colour }),
      brand: valueColumn(entries, brandOf, {}),
    },
    columns: productColumns(entries),
    texts: new SearchTexts(inFeaturedOrder.map((entry) => entry.searchText)),
    held: {
      categories: [...new Set(inFeaturedOrder.flatMap((entry) => entry.categories))],
      brands: [...new Set(inFeaturedOrder.flatMap(brandOf))],
    },
  };
}
