import type { AdminStock } from '@aurele/shop-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import { reasonOf } from '../catalogue/single-read.js';
import { readWholeStock, type StockBookDeps } from './stock-book.js';
import type { StockStore } from './stock-store.js';

/** How long after an administrator last wanted it the scheduled handler keeps reading the whole store's stock. */
export const STOCK_WANTED_FOR_MS = 30 * 60_000;

/**
 * The edge's scheduled reading of the whole store's stock, for every location: only while an administrator has
 * wanted it within half an hour, so a store nobody administers costs the storefront nothing. A failed reading
 * stores nothing (the last one stays) and is logged.
 */
export async function readWantedStock(
  deps: Pick<StockBookDeps, 'storefront' | 'sleep' | 'now' | 'warn'>,
  entries: readonly CatalogueEntry[],
  store: StockStore,
): Promise<void> {
  try {
    const wantedAt = await store.wantedAt();
    if (wantedAt === undefined || deps.now() - wantedAt > STOCK_WANTED_FOR_MS) return;
    const stock: Record<string, AdminStock> = {};
    await readWholeStock(deps, entries, (stocks) => {
      for (const [id, found] of stocks) stock[id] = found;
    });
    await store.write({ readAt: deps.now(), stock });
  } catch (error) {
    deps.warn('stock-not-read', { reason: reasonOf(error) });
  }
}
