import { env, reset } from 'cloudflare:test';
import type { AdminFigures } from '@aurele/shop-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCatalogueTables } from '../catalogue/catalogue-tables.js';
import { decodeSnapshot } from '../catalogue/snapshot-codec.js';
import { useEmulator } from '../testing/emulator.js';
import { TEST_PUBLIC_ORIGIN, testApp } from '../testing/test-app.js';
import { kvCatalogueStore } from './kv-catalogue-store.js';
import { kvStockStore } from './kv-stock-store.js';
import { scheduledRefresh } from './scheduled-refresh.js';

// Inside workerd only (`bff-workerd`): the runtime's Workers KV, as the worker's Cron Trigger and requests use it.
const emulator = useEmulator();

/** The worker's bindings: its configuration's variables and the index's KV namespace. */
const workerEnv = () => ({
  STOREFRONT_API_URL: emulator.apiOrigin,
  STOREFRONT_STORE_ID: emulator.storeId,
  PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
  CATALOGUE: env.CATALOGUE,
});

/** The scheduled read as the Cron Trigger runs it, with its log lines. */
async function runSchedule() {
  const logs: string[] = [];
  await scheduledRefresh(workerEnv(), defaultCatalogueTables, (line) => logs.push(line));
  return logs;
}

const storeCount = async () => {
  const answer = await fetch(`${emulator.apiOrigin}/store/${emulator.storeId}/products?limit=1`);
  return ((await answer.json()) as { count: number }).count;
};

beforeEach(() => reset());

describe('the edge catalogue in Workers KV', () => {
  it('the scheduled read writes the whole index to KV', async () => {
    const store = kvCatalogueStore(env.CATALOGUE);
    expect(await store.latest()).toBeUndefined();
    expect(await runSchedule()).toEqual([]);
    const latest = await store.latest();
    const bytes = latest && (await store.read(latest));
    if (!bytes) throw new Error('no index in KV after the scheduled read');
    const snapshot = await decodeSnapshot(bytes);
    expect(snapshot?.entries).toHaveLength(await storeCount());
    expect(snapshot?.readAt).toBe(latest?.readAt);
  });

  it('requests read the stored index and do not call the storefront', async () => {
    await runSchedule();
    const { app, upstream } = testApp(emulator, {
      deps: { catalogueStore: kvCatalogueStore(env.CATALOGUE) },
    });
    const answer = await app.request('/api/catalogue?sort=price-low');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { total: number }).total).toBe(await storeCount());
    expect((await app.request('/api/suggestions?q=rob')).status).toBe(200);
    expect(upstream.calls).toEqual([]);
  });

  it('a failed scheduled read (a 429) keeps the last good index and is logged', async () => {
    await runSchedule();
    const store = kvCatalogueStore(env.CATALOGUE);
    const good = await store.latest();
    await emulator.setFault({ mode: 'error', status: 429, path: '/products' });
    const logs = await runSchedule();
    expect(logs.join('\n')).toContain('"event":"catalogue-not-read"');
    // The log names neither the store nor the API host.
    expect(logs.join('\n')).not.toContain(emulator.storeId);
    expect(logs.join('\n')).not.toContain(new URL(emulator.apiOrigin).host);
    expect(await store.latest()).toEqual(good);
    const { app, upstream } = testApp(emulator, {
      deps: { catalogueStore: kvCatalogueStore(env.CATALOGUE) },
    });
    expect((await app.request('/api/catalogue')).status).toBe(200);
    expect(upstream.calls).toEqual([]);
  });

  it('the very first request ever, before any scheduled read, reads the store once and stores the index', async () => {
    const store = kvCatalogueStore(env.CATALOGUE);
    const first = testApp(emulator, { deps: { catalogueStore: store } });
    expect((await first.app.request('/api/catalogue')).status).toBe(200);
    expect(first.upstream.calls.length).toBeGreaterThan(0);
    expect(await store.latest()).toBeDefined();
    const next = testApp(emulator, { deps: { catalogueStore: store } });
    expect((await next.app.request('/api/catalogue')).status).toBe(200);
    expect(next.upstream.calls).toEqual([]);
  });

  it("the whole store's stock: wanted by the dashboard, read by the scheduled handler, shown by every location", async () => {
    const deps = { catalogueStore: kvCatalogueStore(env.CATALOGUE), stockStore: kvStockStore(env.CATALOGUE) };
    const figures = async () => {
      const { app, upstream } = testApp(emulator, { deps });
      const answer = await app.request('/api/admin/figures');
      return { figures: (await answer.json()) as AdminFigures, calls: upstream.calls };
    };
    await runSchedule();
    expect(await kvStockStore(env.CATALOGUE).latest()).toBeUndefined();
    const wanted = await figures();
    expect(wanted.figures.soldOut).toBeNull();
    expect(wanted.figures.stock.reading).toEqual({ read: 0, total: await storeCount() });
    expect(wanted.calls).toEqual([]);

    await runSchedule();
    const read = await figures();
    expect(read.figures.soldOut).toEqual({ products: expect.any(Number), variants: expect.any(Number) });
    expect(read.figures.stock).toEqual({ readAt: expect.any(Number), reading: null });
    expect(read.calls).toEqual([]);
  });
});
