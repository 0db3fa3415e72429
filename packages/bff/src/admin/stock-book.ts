import type { AdminStock, AdminStockFreshness } from '@aurele/shop-contract';
import { variantStockResponseSchema } from '@aurele/storefront-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import { reasonOf } from '../catalogue/single-read.js';
import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient } from '../storefront/client.js';
import type { StockStore } from './stock-store.js';

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
  /** On the edge, an isolate tells the global store the stock is wanted at most this often. */
  wantEveryMs: 60_000,
} as const;

export interface StockBookDeps {
  storefront: StorefrontClient;
  warn: WarnLog;
  now: () => number;
  /** Waits between two calls of a whole-store reading (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
  /** Keeps a whole-store reading alive after the answer (Node's process keeps it anyway). */
  background?: (work: Promise<unknown>) => void;
  /**
   * On the edge: the whole store's stock is read by the scheduled handler and kept here for every location, rather
   * than by the request that wants it.
   */
  shared?: StockStore;
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
 * minutes. Kept in this process's memory; on the edge the whole store is read by the scheduled handler and each
 * isolate takes it from the global store (`shared`).
 */
export class StockBook {
  readonly #known = new Map<string, { stock: AdminStock; readAt: number }>();
  #storeReadAt: number | null = null;
  #reading: { read: number; total: number } | null = null;
  #wantedAt = Number.NEGATIVE_INFINITY;

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

  /**
   * Starts reading the whole store's stock, unless it was read within five minutes or is being read. On the edge,
   * takes the stock the scheduled handler stored, and tells it the stock is wanted.
   */
  async readStore(entries: readonly CatalogueEntry[]): Promise<void> {
    if (this.deps.shared) return this.#fromShared(this.deps.shared, entries);
    if (this.#reading) return;
    const readAt = this.#storeReadAt;
    if (readAt !== null && this.deps.now() - readAt < STOCK_READING.storeFreshMs) return;
    this.#reading = { read: 0, total: entries.length };
    const work = this.#readAll(entries).finally(() => {
      this.#reading = null;
    });
    this.deps.background?.(work);
  }

  /** The stored reading, when newer than what this isolate knows; « being read » until a fresh one is stored. */
  async #fromShared(shared: StockStore, entries: readonly CatalogueEntry[]): Promise<void> {
    const now = this.deps.now();
    try {
      if (now - this.#wantedAt >= STOCK_READING.wantEveryMs) {
        this.#wantedAt = now;
        await shared.want(now);
      }
      const latest = await shared.latest();
      if (latest && latest.readAt !== this.#storeReadAt) {
        for (const [id, stock] of Object.entries(latest.stock)) {
          const known = this.#known.get(id);
          if (!known || known.readAt < latest.readAt) this.#known.set(id, { stock, readAt: latest.readAt });
        }
        this.#storeReadAt = latest.readAt;
      }
      const fresh = latest !== undefined && now - latest.readAt < STOCK_READING.storeFreshMs;
      this.#reading = fresh ? null : { read: 0, total: entries.length };
    } catch (error) {
      this.deps.warn('stock-not-read', { reason: reasonOf(error) });
    }
  }

  async #readAll(entries: readonly CatalogueEntry[]): Promise<void> {
    try {
      await readWholeStock(this.deps, entries, (stocks, read) => {
        this.#learn(stocks);
        if (this.#reading) this.#reading.read = read;
      });
      this.#storeReadAt = this.deps.now();
    } catch (error) {
      // What was read is kept; the next filter that needs the whole store starts again.
      this.deps.warn('stock-not-read', { reason: reasonOf(error) });
    }
  }

  async #readBatch(entries: readonly CatalogueEntry[]): Promise<void> {
    this.#learn(await readStockBatch(this.deps.storefront, entries));
  }

  #learn(stocks: Map<string, AdminStock>): void {
    const readAt = this.deps.now();
    for (const [id, stock] of stocks) this.#known.set(id, { stock, readAt });
  }
}

/** One `/variants` call for some products: the stock of each the answer named. */
async function readStockBatch(
  storefront: StorefrontClient,
  entries: readonly CatalogueEntry[],
): Promise<Map<string, AdminStock>> {
  const query = new URLSearchParams({ fields: 'inventory_quantity' });
  for (const entry of entries) query.append('product_ids[]', entry.tile.id);
  const { data } = await storefront.get('variants', query, variantStockResponseSchema);
  const quantities = new Map(data.variants.map((variant) => [variant.id, variant.inventory_quantity]));
  const stocks = new Map<string, AdminStock>();
  for (const entry of entries) {
    const stock = stockOf(entry.variantIds, quantities);
    if (stock) stocks.set(entry.tile.id, stock);
  }
  return stocks;
}

/**
 * The whole store's stock, in batches, one call at a time with a pause between so the shoppers' own calls never
 * queue behind it; `onBatch` is told of each batch read and of how many products are read so far.
 */
export async function readWholeStock(
  deps: Pick<StockBookDeps, 'storefront' | 'sleep'>,
  entries: readonly CatalogueEntry[],
  onBatch: (stocks: Map<string, AdminStock>, read: number) => void = () => undefined,
): Promise<void> {
  const sleep = deps.sleep ?? wait;
  for (let start = 0; start < entries.length; start += STOCK_READING.batch) {
    if (start > 0) await sleep(STOCK_READING.pauseMs);
    const batch = entries.slice(start, start + STOCK_READING.batch);
    onBatch(await readStockBatch(deps.storefront, batch), start + batch.length);
  }
}
