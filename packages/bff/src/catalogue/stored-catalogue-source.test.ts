import { describe, expect, it } from 'vitest';
import { gzipJson } from '../cache/gzip-json.js';
import { memoryCatalogueStore } from '../testing/memory-catalogue-store.js';
import { flakyPagedStorefront } from '../testing/paged-storefront.js';
import { defaultCatalogueTables } from './catalogue-tables.js';
import { CATALOGUE_RETRY } from './single-read.js';
import { refreshStoredIndex } from './store-new-index.js';
import { STORED_INDEX_CHECK_MS, StoredCatalogueSource } from './stored-catalogue-source.js';

const START = Date.parse('2026-11-26T12:00:00Z');

/**
 * The edge's parts over one global store: a storefront of `size` products whose list calls can fail, the
 * scheduled read, and isolates (sources) made on demand; the clock and the background work are the test's.
 */
function edgeOf(size: number) {
  const clock = { now: START };
  const warnings: string[] = [];
  const background: Promise<unknown>[] = [];
  const storefront = flakyPagedStorefront(size, START);
  const { health, listCalls } = storefront;
  const global = memoryCatalogueStore();
  const warn = (event: string) => warnings.push(event);
  const reader = {
    storefront: storefront.client,
    warn,
    tables: defaultCatalogueTables,
    now: () => clock.now,
  };
  const isolate = () =>
    new StoredCatalogueSource({
      reader,
      store: global.store,
      background: (work) => background.push(work),
    });
  return {
    clock,
    health,
    global,
    warnings,
    isolate,
    listCalls,
    schedule: () => refreshStoredIndex(reader, global.store),
    settle: () => Promise.all(background),
  };
}

describe('StoredCatalogueSource', () => {
  it('answers from the index the scheduled read stored, without calling the storefront', async () => {
    const edge = edgeOf(250);
    await edge.schedule();
    expect(edge.listCalls()).toBe(2);
    const [one, other] = [edge.isolate(), edge.isolate()];
    expect((await one.index()).snapshot.entries).toHaveLength(250);
    expect((await other.index()).snapshot.entries).toHaveLength(250);
    expect(edge.listCalls()).toBe(2);
  });

  it('reads the store once for the very first requests ever, and stores the index for the other isolates', async () => {
    const edge = edgeOf(30);
    const first = edge.isolate();
    const [a, b] = await Promise.all([first.index(), first.index()]);
    expect(a).toBe(b);
    expect(edge.listCalls()).toBe(1);
    expect(edge.global.versions.size).toBe(1);
    expect((await edge.isolate().index()).snapshot.entries).toHaveLength(30);
    expect(edge.listCalls()).toBe(1);
  });

  it('reads the store once more when the stored index is of an earlier shape, and stores it in this one', async () => {
    const edge = edgeOf(30);
    const older = await gzipJson({ entries: [], newCount: 0, readAt: START });
    await edge.global.store.write(older, START);
    expect((await edge.isolate().index()).snapshot.entries).toHaveLength(30);
    expect(edge.listCalls()).toBe(1);
    expect(edge.global.versions.size).toBe(2);
    expect((await edge.isolate().index()).snapshot.entries).toHaveLength(30);
    expect(edge.listCalls()).toBe(1);
  });

  it('takes a newer stored index a minute later, in the background, and answers with the one in hand meanwhile', async () => {
    const edge = edgeOf(10);
    await edge.schedule();
    const source = edge.isolate();
    const first = await source.index();
    edge.clock.now += 300_000;
    await edge.schedule();
    edge.clock.now += STORED_INDEX_CHECK_MS;
    expect(await source.index()).toBe(first);
    await edge.settle();
    const second = await source.index();
    expect(second).not.toBe(first);
    expect(second.snapshot.readAt).toBe(START + 300_000);
    // Unchanged since: a check reads the pointer, not the index again.
    const bytesRead = edge.global.health.bytesRead;
    edge.clock.now += STORED_INDEX_CHECK_MS;
    await source.index();
    await edge.settle();
    expect(await source.index()).toBe(second);
    expect(edge.global.health.bytesRead).toBe(bytesRead);
  });

  it('keeps the last good index when the scheduled read fails (a 429), and logs it', async () => {
    const edge = edgeOf(10);
    await edge.schedule();
    const source = edge.isolate();
    const first = await source.index();
    edge.health.listFails = true;
    edge.clock.now += 300_000;
    await edge.schedule();
    expect(edge.warnings).toContain('catalogue-not-read');
    expect(edge.global.versions.size).toBe(1);
    edge.clock.now += STORED_INDEX_CHECK_MS;
    await source.index();
    await edge.settle();
    expect(await source.index()).toBe(first);
    expect((await edge.isolate().index()).snapshot.readAt).toBe(START);
  });

  it('keeps the index in hand while the global store is down, and waits before asking it again', async () => {
    const edge = edgeOf(10);
    await edge.schedule();
    const source = edge.isolate();
    const first = await source.index();
    edge.global.health.fails = true;
    edge.clock.now += STORED_INDEX_CHECK_MS;
    expect(await source.index()).toBe(first);
    await edge.settle();
    expect(edge.warnings).toContain('catalogue-not-loaded');
    const calls = edge.listCalls();
    expect(await source.index()).toBe(first);
    expect(edge.listCalls()).toBe(calls);
  });

  it('refuses at once within the wait when neither the store nor the storefront answered', async () => {
    const edge = edgeOf(10);
    edge.health.listFails = true;
    const source = edge.isolate();
    await expect(source.index()).rejects.toThrow('upstream status 429');
    const calls = edge.listCalls();
    await expect(source.index()).rejects.toThrow('upstream status 429');
    expect(edge.listCalls()).toBe(calls);
    edge.health.listFails = false;
    edge.clock.now += CATALOGUE_RETRY.firstMs;
    expect((await source.index()).snapshot.entries).toHaveLength(10);
  });
});
