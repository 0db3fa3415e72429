import type { VariantStockResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import type { StorefrontClient } from '../storefront/client.js';
import { entry } from '../testing/catalogue-entries.js';
import { memoryStockStore } from '../testing/memory-stock-store.js';
import { readWantedStock, STOCK_WANTED_FOR_MS } from './read-wanted-stock.js';
import { STOCK_READING } from './stock-book.js';

const NOW = 1_764_158_400_000;
const store = Array.from({ length: 150 }, (_, n) => entry(`p${n}`, { variantIds: [`p${n}-a`] }));

/** A storefront with three units of every variant, which may fail; the calls it was asked. */
function storefront(fails = false) {
  const calls: number[] = [];
  const client: StorefrontClient = {
    get: async <T>(_path: string, query: URLSearchParams) => {
      const ids = query.getAll('product_ids[]');
      calls.push(ids.length);
      if (fails) throw new Error('storefront down');
      const answer: VariantStockResponse = {
        variants: ids.map((id) => ({ id: `${id}-a`, inventory_quantity: 3 })),
      };
      return { data: answer as T };
    },
    post: async () => {
      throw new Error('no post');
    },
  };
  return { client, calls };
}

async function schedule(wantedAt: number | undefined, fails = false) {
  const upstream = storefront(fails);
  const shared = memoryStockStore();
  if (wantedAt !== undefined) await shared.store.want(wantedAt);
  const warnings: string[] = [];
  const pauses: number[] = [];
  await readWantedStock(
    {
      storefront: upstream.client,
      now: () => NOW,
      warn: (event) => warnings.push(event),
      sleep: async (ms) => {
        pauses.push(ms);
      },
    },
    store,
    shared.store,
  );
  return { calls: upstream.calls, latest: shared.kept.latest, warnings, pauses };
}

describe('readWantedStock', () => {
  it('reads the whole store in paced batches and stores it, when an administrator wanted it lately', async () => {
    const { calls, latest, pauses } = await schedule(NOW - STOCK_WANTED_FOR_MS);
    expect(calls).toEqual([100, 50]);
    expect(pauses).toEqual([STOCK_READING.pauseMs]);
    expect(latest?.readAt).toBe(NOW);
    expect(Object.keys(latest?.stock ?? {})).toHaveLength(150);
    expect(latest?.stock.p149).toEqual({ units: 3, soldOutVariants: 0, unlimited: false });
  });

  it('costs the storefront nothing when nobody wanted it, or not for half an hour', async () => {
    for (const wantedAt of [undefined, NOW - STOCK_WANTED_FOR_MS - 1]) {
      const { calls, latest } = await schedule(wantedAt);
      expect(calls).toEqual([]);
      expect(latest).toBeUndefined();
    }
  });

  it('stores nothing when the storefront fails, and says so', async () => {
    const { latest, warnings } = await schedule(NOW, true);
    expect(latest).toBeUndefined();
    expect(warnings).toEqual(['stock-not-read']);
  });
});
