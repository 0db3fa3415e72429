import {
  type AdminProductsAnswer,
  type AdminProductsQuery,
  emptyAdminProductsQuery,
} from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { adminProductsMachine } from './admin-products.machine';

function answerFor(
  query: AdminProductsQuery,
  reading: AdminProductsAnswer['stock']['reading'] = null,
): AdminProductsAnswer {
  return {
    query,
    total: 120,
    catalogueTotal: 120,
    page: query.page,
    pageSize: 50,
    rows: [],
    stock: { readAt: reading ? null : 1, reading },
  };
}

/** The machine with a fetch of its own: every query asked, and the fetches still under way. */
function machineLoading(
  load: (query: AdminProductsQuery, signal: AbortSignal) => Promise<AdminProductsAnswer>,
) {
  const asked: AdminProductsQuery[] = [];
  const machine = adminProductsMachine.provide({
    actors: {
      loadProducts: fromPromise(({ input, signal }: { input: AdminProductsQuery; signal: AbortSignal }) => {
        asked.push(input);
        return load(input, signal);
      }),
    },
  });
  return { machine, asked };
}

describe('admin products machine', () => {
  it('loads the whole catalogue, then a new query from its first page, then another page', async () => {
    const { machine, asked } = machineLoading(async (query) => answerFor(query));
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([emptyAdminProductsQuery]);

    actor.send({ type: 'admin.page', page: 3 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'admin.change', change: { sort: 'price', order: 'desc' } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked.map(({ sort, order, page }) => ({ sort, order, page }))).toEqual([
      { sort: 'newest', order: 'asc', page: 1 },
      { sort: 'newest', order: 'asc', page: 3 },
      { sort: 'price', order: 'desc', page: 1 },
    ]);
    expect(actor.getSnapshot().context.answer?.query.sort).toBe('price');
  });

  it('keeps the last answer on screen while the next loads, and aborts a fetch a newer query replaces', async () => {
    const signals: AbortSignal[] = [];
    let release: (() => void) | undefined;
    const { machine } = machineLoading((query, signal) => {
      signals.push(signal);
      if (query.search !== 'robe') return Promise.resolve(answerFor(query));
      return new Promise((resolve) => {
        release = () => resolve(answerFor(query));
      });
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'admin.change', change: { search: 'robe' } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.answer?.query.search).toBe('');
    actor.send({ type: 'admin.change', change: { search: 'pull' } });
    expect(signals[1]?.aborted).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    release?.();
    expect(actor.getSnapshot().context.answer?.query.search).toBe('pull');
  });

  it('fails, then « Réessayer » asks the same query again', async () => {
    let fail = true;
    const { machine, asked } = machineLoading(async (query) => {
      if (fail) throw new Error('HTTP 502: Bad Gateway');
      return answerFor(query);
    });
    const actor = createActor(machine, {
      input: { query: { ...emptyAdminProductsQuery, search: 'sac' } },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(String(actor.getSnapshot().context.error)).toContain('502');
    fail = false;
    actor.send({ type: 'admin.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked.map((query) => query.search)).toEqual(['sac', 'sac']);
  });

  it('asks again every 2 s while the stock of the whole store is being read, then stops', async () => {
    let reads = 0;
    const { machine, asked } = machineLoading(async (query) => {
      reads += 1;
      return answerFor(query, reads < 3 ? { read: reads * 100, total: 300 } : null);
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: {}, clock }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toHaveLength(1);
    clock.increment(1_999);
    expect(asked).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && asked.length === 2);
    clock.increment(2_000);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && asked.length === 3);
    expect(actor.getSnapshot().context.answer?.stock.reading).toBeNull();
    clock.increment(10_000);
    expect(asked).toHaveLength(3);
  });
});
