import type { VariantStockResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import type { StorefrontClient } from '../storefront/client.js';
import { entry } from '../testing/catalogue-entries.js';
import { memoryStockStore } from '../testing/memory-stock-store.js';
import { STOCK_READING, StockBook, stockOf } from './stock-book.js';
import type { StockStore } from './stock-store.js';

/** A storefront whose `/variants` answers `quantity(variantId)` for each named product's two variants. */
function storefront(quantity: (variantId: string) => number | null, fail = () => false) {
  const calls: string[][] = [];
  const client: StorefrontClient = {
    get: async <T>(path: string, query: URLSearchParams) => {
      expect(path).toBe('variants');
      expect(query.get('fields')).toBe('inventory_quantity');
      const ids = query.getAll('product_ids[]');
      calls.push(ids);
      if (fail()) throw new Error('storefront down');
      const answer: VariantStockResponse = {
        variants: ids.flatMap((id) =>
          [`${id}-a`, `${id}-b`].map((variant) => ({ id: variant, inventory_quantity: quantity(variant) })),
        ),
      };
      return { data: answer as T };
    },
    post: async () => {
      throw new Error('no post');
    },
  };
  return { client, calls };
}

const products = (count: number) =>
  Array.from({ length: count }, (_, n) => entry(`p${n}`, { variantIds: [`p${n}-a`, `p${n}-b`] }));

function book(
  quantity: (variantId: string) => number | null,
  options: { fail?: () => boolean; shared?: StockStore } = {},
) {
  let now = 1_000_000;
  const pauses: number[] = [];
  const work: Promise<unknown>[] = [];
  const warnings: string[] = [];
  const upstream = storefront(quantity, options.fail);
  const stock = new StockBook({
    storefront: upstream.client,
    warn: (event) => warnings.push(event),
    now: () => now,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    background: (promise) => work.push(promise),
    shared: options.shared,
  });
  const advance = (ms: number) => {
    now += ms;
  };
  return { stock, calls: upstream.calls, pauses, work, warnings, advance, now: () => now };
}

describe('stockOf', () => {
  it('adds the units of the variants that keep a stock and counts the sold-out ones', () => {
    const quantities = new Map([
      ['a', 4],
      ['b', 0],
      ['c', 2],
    ]);
    expect(stockOf(['a', 'b', 'c'], quantities)).toEqual({ units: 6, soldOutVariants: 1, unlimited: false });
    expect(stockOf(['a', 'x'], new Map([['x', null]]))).toEqual({
      units: 0,
      soldOutVariants: 0,
      unlimited: true,
    });
    expect(stockOf(['z'], quantities)).toBeUndefined();
  });
});

describe('StockBook', () => {
  it("reads a page's stock in one call, then not again within a minute", async () => {
    const { stock, calls, advance } = book((variant) => (variant.endsWith('-a') ? 2 : 0));
    const page = products(50);
    await stock.readRows(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(50);
    expect(stock.stock('p7')).toEqual({ units: 2, soldOutVariants: 1, unlimited: false });

    advance(STOCK_READING.rowFreshMs - 1);
    await stock.readRows(page);
    expect(calls).toHaveLength(1);
    advance(1);
    await stock.readRows(page.slice(0, 10));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(10);
  });

  it('reads the whole store in batches of 100 products, one call at a time with a pause between', async () => {
    const { stock, calls, pauses, work, now } = book(() => 1);
    const store = products(250);
    expect(stock.freshness()).toEqual({ readAt: null, reading: null });
    void stock.readStore(store);
    expect(stock.freshness().reading).toEqual({ read: 0, total: 250 });
    // Asked again while reading: no second reading.
    void stock.readStore(store);
    expect(work).toHaveLength(1);
    await Promise.all(work);
    expect(calls.map((ids) => ids.length)).toEqual([100, 100, 50]);
    expect(new Set(calls.flat()).size).toBe(250);
    expect(pauses).toEqual([STOCK_READING.pauseMs, STOCK_READING.pauseMs]);
    expect(stock.freshness()).toEqual({ readAt: now(), reading: null });
    expect(stock.stock('p249')).toEqual({ units: 2, soldOutVariants: 0, unlimited: false });
  });

  it('reads the whole store again only once five minutes old', async () => {
    const { stock, calls, work, advance } = book(() => 1);
    const store = products(10);
    await stock.readStore(store);
    await Promise.all(work);
    advance(STOCK_READING.storeFreshMs - 1);
    await stock.readStore(store);
    expect(work).toHaveLength(1);
    advance(1);
    await stock.readStore(store);
    await Promise.all(work);
    expect(calls).toHaveLength(2);
  });

  it('keeps what it read when the storefront fails mid-way, says so, and reads again when next asked', async () => {
    let failAfter = 1;
    const { stock, calls, work, warnings } = book(() => 3, { fail: () => calls.length > failAfter });
    const store = products(150);
    await stock.readStore(store);
    await Promise.all(work);
    expect(stock.stock('p0')).not.toBeNull();
    expect(stock.stock('p149')).toBeNull();
    expect(stock.freshness()).toEqual({ readAt: null, reading: null });
    expect(warnings).toEqual(['stock-not-read']);

    failAfter = Number.POSITIVE_INFINITY;
    await stock.readStore(store);
    await Promise.all(work);
    expect(stock.stock('p149')).not.toBeNull();
    expect(stock.freshness().readAt).not.toBeNull();
  });

  it("lets a page's failed reading reach the caller", async () => {
    const { stock } = book(() => 3, { fail: () => true });
    await expect(stock.readRows(products(1))).rejects.toThrow('storefront down');
  });

  describe('on the edge, with the global store', () => {
    const stored = (readAt: number) => ({
      readAt,
      stock: { p0: { units: 9, soldOutVariants: 0, unlimited: false } },
    });

    it('never reads the whole store itself: it says the stock is wanted, and is « reading » until one is stored', async () => {
      const shared = memoryStockStore();
      const { stock, calls, now } = book(() => 1, { shared: shared.store });
      await stock.readStore(products(250));
      expect(calls).toEqual([]);
      expect(shared.kept.wantedAt).toBe(now());
      expect(stock.freshness()).toEqual({ readAt: null, reading: { read: 0, total: 250 } });
    });

    it('takes the stored stock; a fresh one ends the reading, an old one is shown while a new one is wanted', async () => {
      const old = book(() => 1, {
        shared: memoryStockStore(stored(1_000_000 - STOCK_READING.storeFreshMs)).store,
      });
      await old.stock.readStore(products(3));
      expect(old.stock.stock('p0')?.units).toBe(9);
      expect(old.stock.freshness()).toEqual({
        readAt: old.now() - STOCK_READING.storeFreshMs,
        reading: { read: 0, total: 3 },
      });
      const fresh = book(() => 1, { shared: memoryStockStore(stored(1_000_000 - 1)).store });
      await fresh.stock.readStore(products(3));
      expect(fresh.stock.freshness()).toEqual({ readAt: fresh.now() - 1, reading: null });
    });

    it('tells the global store it is wanted at most once a minute, and keeps a row read since over the stored one', async () => {
      const shared = memoryStockStore(stored(1_000_000 - 10));
      const { stock, advance } = book(() => 4, { shared: shared.store });
      await stock.readRows(products(1));
      await stock.readStore(products(1));
      await stock.readStore(products(1));
      expect(shared.kept.wants).toBe(1);
      expect(stock.stock('p0')?.units).toBe(8);
      advance(STOCK_READING.wantEveryMs);
      await stock.readStore(products(1));
      expect(shared.kept.wants).toBe(2);
    });
  });
});
