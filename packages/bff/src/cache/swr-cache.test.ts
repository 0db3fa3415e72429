import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from './cache-store.js';
import { SwrCache } from './swr-cache.js';

function cacheWithClock() {
  const clock = { now: 1_000_000 };
  const cache = new SwrCache<string>({
    store: memoryStore(10),
    freshMs: 30_000,
    staleMs: 300_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

/** A loader that answers `v1`, `v2`, … and counts its calls. */
function versions() {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    return `v${calls}`;
  });
  return load;
}

describe('SwrCache', () => {
  it('serves a fresh entry without loading again', async () => {
    const { cache, clock } = cacheWithClock();
    const load = versions();
    expect(await cache.get('k', load)).toBe('v1');
    clock.now += 29_999;
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const { cache, clock } = cacheWithClock();
    const load = versions();
    await cache.get('k', load);
    clock.now += 30_000;
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again, and waits for it, once the stale window has passed', async () => {
    const { cache, clock } = cacheWithClock();
    const load = versions();
    await cache.get('k', load);
    clock.now += 330_000;
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache } = cacheWithClock();
    let release = (_value: string) => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    // The store is read first (it may be remote): the load starts a moment later.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    release('shared');
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never stores a failure', async () => {
    const { cache } = cacheWithClock();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('keeps the stale copy when its refresh fails', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.get('k', async () => 'old');
    clock.now += 31_000;
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await cache.get('k', failing)).toBe('old');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(await cache.get('k', failing)).toBe('old');
  });

  it('stays within its bound', async () => {
    const cache = new SwrCache<string>({ store: memoryStore(2), freshMs: 1000, staleMs: 0, now: () => 0 });
    const load = versions();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe('v4');
  });
});

describe('SwrCache on a runtime that stops work once it has answered', () => {
  it('hands the background refresh to the runtime, which sees it through', async () => {
    const clock = { now: 0 };
    const kept: Array<Promise<unknown>> = [];
    const cache = new SwrCache<string>({
      store: memoryStore(10),
      freshMs: 1000,
      staleMs: 10_000,
      now: () => clock.now,
      background: (work) => kept.push(work),
    });
    const load = versions();
    await cache.get('k', load);
    clock.now += 2000;
    expect(await cache.get('k', load)).toBe('v1');
    expect(kept).toHaveLength(1);
    await Promise.all(kept);
    expect(await cache.get('k', load)).toBe('v2');
  });
});
