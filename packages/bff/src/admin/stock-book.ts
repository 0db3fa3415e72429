import type { AdminStock, AdminStockFreshness } from '@aurele/shop-contract';
import { variantStockResponseSchema } from '@aurele/storefront-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient } from '../storefront/client.js';

export const STOCK_READING = {
  /**
   * Products named in one `/variants` call: the shop's own stock calls name up to 250 (a cart), and 100 ULID ids
   * keep the address near 5 KB, well within what any server takes.
   */
  batch: 100,
  /** A row's stock is read again once this old, when its page is shown. */
  rowFreshMs: 60_000,
  /** The whole store's stock is read again once this old, when a filter, a sort or the figures need it. */
  storeFreshMs: 5 * 60_000,
  /** The pause between two calls of a whole-store reading, so the shoppers' own calls never queue behind it. */
  pauseMs: 250,
} as const;

export interface StockBookDeps {
  storefront: StorefrontClient;
  warn: WarnLog;
  now: () => number;
  /** Waits between two calls of a whole-store reading (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
  /** Keeps a whole-store reading alive after the answer (workerd's `waitUntil`). */
  background?: (work: Promise<unknown>) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The stock of one product from its variants' quantities; undefined when the answer named none of them. */
export function stockOf(variantIds: readonly string[], quantities: ReadonlyMap<string, number | null>) {
  const found = variantIds.filter((id) => quantities.has(id));
  if (found.length === 0) return undefined;
  const stock: AdminStock = { units: 0, soldOutVariants: 0, unlimited: false };
  for (const id of found) {
    const quantity = quantities.get(id) ?? null;
    if (quantity === null) stock.unlimited = true;
    else if (quantity <= 0) stock.soldOutVariants += 1;
    else stock.units += quantity;
  }
  return stock;
}

/**
 * What the dashboard knows of the stock, product by product, read from the storefront's `/variants` in batches:
 * the rows of a page when they are shown (at most one minute old), and the whole store in the background when a
 * stock filter, sort or figure needs it: one call at a time with a pause between, never more than every five
 * minutes. An optimisation kept in this process's memory: on the edge, each isolate reads its own.
 */
export class StockBook {
  readonly #known = new Map<string, { stock: AdminStock; readAt: number }>();
  #storeReadAt: number | null = null;
  #reading: { read: number; total: number } | null = null;

  constructor(private readonly deps: StockBookDeps) {}

  /** What is known of a product's stock, however old (the freshness says how old). */
  stock(productId: string): AdminStock | null {
    return this.#known.get(productId)?.stock ?? null;
  }

  freshness(): AdminStockFreshness {
    return { readAt: this.#storeReadAt, reading: this.#reading && { ...this.#reading } };
  }

  /** Reads the stock of the products a page shows that was not read within the last minute. */
  async readRows(entries: readonly CatalogueEntry[]): Promise<void> {
    const since = this.deps.now() - STOCK_READING.rowFreshMs;
    const stale = entries.filter(
      (entry) => (this.#known.get(entry.tile.id)?.readAt ?? Number.NEGATIVE_INFINITY) <= since,
    );
    for (let start = 0; start < stale.length; start += STOCK_READING.batch)
      await this.#readBatch(stale.slice(start, start + STOCK_READING.batch));
  }

  /** Starts reading the whole store's stock, unless it was read within five minutes or is being read. */
  readStore(entries: readonly CatalogueEntry[]): void {
    if (this.#reading) return;
    const readAt = this.#storeReadAt;
    if (readAt !== null && this.deps.now() - readAt < STOCK_READING.storeFreshMs) return;
    this.#reading = { read: 0, total: entries.length };
    const work = this.#readAll(entries).finally(() => {
      this.#reading = null;
    });
    this.deps.background?.(work);
  }

  async #readAll(entries: readonly CatalogueEntry[]): Promise<void> {
    const sleep = this.deps.sleep ?? wait;
    try {
      for (let start = 0; start < entries.length; start += STOCK_READING.batch) {
        if (start > 0) await sleep(STOCK_READING.pauseMs);
        const batch = entries.slice(start, start + STOCK_READING.batch);
        await this.#readBatch(batch);
        if (this.#reading) this.#reading.read = start + batch.length;
      }
      this.#storeReadAt = this.deps.now();
    } catch (error) {
      // What was read is kept; the next filter that needs the whole store starts again.
      this.deps.warn('stock-not-read', { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  async #readBatch(entries: readonly CatalogueEntry[]): Promise<void> {
    const query = new URLSearchParams({ fields: 'inventory_quantity' });
    for (const entry of entries) query.append('product_ids[]', entry.tile.id);
    const { data } = await this.deps.storefront.get('variants', query, variantStockResponseSchema);
    const quantities = new Map(data.variants.map((variant) => [variant.id, variant.inventory_quantity]));
    const readAt = this.deps.now();
    for (const entry of entries) {
      const stock = stockOf(entry.variantIds, quantities);
      if (stock) this.#known.set(entry.tile.id, { stock, readAt });
    }
  }
}
