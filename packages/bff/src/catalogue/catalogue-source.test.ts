import { describe, expect, it } from 'vitest';
import { flakyPagedStorefront } from '../testing/paged-storefront.js';
import { CatalogueSource, type CatalogueSourceOptions } from './catalogue-source.js';
import { defaultCatalogueTables } from './catalogue-tables.js';
import { CATALOGUE_RETRY } from './single-read.js';

const START = Date.parse('2026-11-26T12:00:00Z');
const REFRESH_MS = 300_000;

/** A source over a store of `size` products whose list calls can be made to fail; the clock is the test's. */
function sourceOf(size: number, options: Partial<CatalogueSourceOptions> = {}) {
  const clock = { now: START };
  const background: Promise<unknown>[] = [];
  const store = flakyPagedStorefront(size, START);
  const { health, listCalls } = store;
  const source = new CatalogueSource({
    storefront: store.client,
    warn: () => undefined,
    tables: defaultCatalogueTables,
    now: () => clock.now,
    refreshMs: REFRESH_MS,
    background: (work) => background.push(work),
    ...options,
  });
  return { source, clock, health, background, listCalls, settle: () => Promise.all(background) };
}

describe('CatalogueSource', () => {
  it('reads the store once for concurrent first queries, then answers from the index', async () => {
    const { source, listCalls } = sourceOf(250);
    const [first, second] = await Promise.all([source.index(), source.index()]);
    expect(first).toBe(second);
    expect(first.snapshot.entries).toHaveLength(250);
    expect(listCalls()).toBe(2);
    await source.index();
    expect(listCalls()).toBe(2);
  });

  it('once stale, answers at once with the index in hand and reads again in the background, once', async () => {
    const { source, clock, background, listCalls, settle } = sourceOf(10);
    const first = await source.index();
    clock.now += REFRESH_MS;
    expect(await source.index()).toBe(first);
    expect(await source.index()).toBe(first);
    expect(background).toHaveLength(1);
    await settle();
    expect(listCalls()).toBe(2);
    expect(await source.index()).not.toBe(first);
  });

  it('after a failed read (a 429), keeps the last index and waits longer and longer before the next', async () => {
    const { source, clock, health, background, settle } = sourceOf(10);
    const first = await source.index();
    health.listFails = true;
    clock.now += REFRESH_MS;
    expect(await source.index()).toBe(first);
    await settle();
    // Within the first wait nothing is asked; after it, one read, which fails again: the wait doubles.
    clock.now += CATALOGUE_RETRY.firstMs - 1;
    await source.index();
    expect(background).toHaveLength(1);
    clock.now += 1;
    expect(await source.index()).toBe(first);
    await settle();
    expect(background).toHaveLength(2);
    clock.now += CATALOGUE_RETRY.firstMs;
    await source.index();
    expect(background).toHaveLength(2);
    health.listFails = false;
    clock.now += CATALOGUE_RETRY.firstMs;
    await source.index();
    await settle();
    expect(await source.index()).not.toBe(first);
  });

  it('refuses at once, within the wait, when it has never read the store', async () => {
    const { source, health, clock, listCalls } = sourceOf(10);
    health.listFails = true;
    await expect(source.index()).rejects.toThrow('upstream status 429');
    const calls = listCalls();
    await expect(source.index()).rejects.toThrow('upstream status 429');
    expect(listCalls()).toBe(calls);
    health.listFails = false;
    clock.now += CATALOGUE_RETRY.firstMs;
    expect((await source.index()).snapshot.entries).toHaveLength(10);
  });
});
