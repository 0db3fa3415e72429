import type { CatalogueSortKey } from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';

/**
 * The catalogue as it was read: plain data, what is stored (the Cache API on workerd) and read back. Entries come
 * in the storefront's newest-first order (`sort_by=created_at&order=DESC`), which is the « newest » sort itself.
 */
export interface CatalogueSnapshot {
  entries: CatalogueEntry[];
  /** How many of the first entries were created within the last 90 days (« nouveautés »), when it was read. */
  newCount: number;
  /** When it was read (ms since the epoch). */
  readAt: number;
}

/** A snapshot made ready for queries: each sort order computed once, products found by id. */
export interface CatalogueIndex {
  readonly snapshot: CatalogueSnapshot;
  /** Positions in `snapshot.entries`, in each sort's order. */
  readonly orders: Readonly<Record<CatalogueSortKey, readonly number[]>>;
  readonly positionOf: ReadonlyMap<string, number>;
  /** Whether the store's lists say what can be bought now (else there is no « Disponibilité » facet). */
  readonly tellsAvailability: boolean;
}

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
  };
}
