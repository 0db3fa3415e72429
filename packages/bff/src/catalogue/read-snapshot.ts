import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient } from '../storefront/client.js';
import { toCatalogueEntry } from './catalogue-entry.js';
import type { CatalogueSnapshot } from './catalogue-index.js';
import type { CatalogueTables } from './catalogue-tables.js';
import { countNewArrivals } from './newest-count.js';
import { readCatalogue } from './read-catalogue.js';
import { reasonOf } from './single-read.js';

/** What reading the store needs, on Node and on the edge alike. */
export interface SnapshotReader {
  storefront: StorefrontClient;
  warn: WarnLog;
  tables: CatalogueTables;
  now: () => number;
}

/**
 * The whole store read into a snapshot: its products in pages, then « nouveautés » dated by bisection. Without
 * the details, « nouveautés » keep the count of the index before (`previousNewCount`): the catalogue itself is read.
 */
export async function readSnapshot(
  { storefront, warn, tables, now }: SnapshotReader,
  previousNewCount: () => number | Promise<number>,
): Promise<CatalogueSnapshot> {
  const startedAt = now();
  const entries = await readCatalogue({ storefront, warn }, (product) => toCatalogueEntry(product, tables));
  const readAt = now();
  const newCount = await countNewArrivals(
    storefront,
    entries.map((entry) => entry.tile.id),
    readAt,
  ).catch((error: unknown) => {
    warn('new-arrivals-not-dated', { reason: reasonOf(error) });
    return previousNewCount();
  });
  return { entries, newCount, readAt, readMs: now() - startedAt };
}
