import { describe, expect, it } from 'vitest';
import { pagedStorefront } from '../testing/paged-storefront.js';
import { countNewArrivals } from './newest-count.js';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('countNewArrivals', () => {
  it('finds how many of the newest were created within 90 days, in about log2(n) detail calls', async () => {
    // One a day: days 0 to 90 are new (91 products), day 91 on is not.
    const store = pagedStorefront({ size: 20_000, newest: NOW });
    const ids = Array.from({ length: 20_000 }, (_, n) => store.idOf(n));
    expect(await countNewArrivals(store.client, ids, NOW)).toBe(91);
    expect(store.calls.length).toBeLessThanOrEqual(15);
    expect(store.calls.every((url) => url.pathname.includes('/products/prod_'))).toBe(true);
  });

  it('counts none when even the newest is older, and all when even the oldest is new', async () => {
    const old = pagedStorefront({ size: 10, newest: NOW - 100 * 86_400_000 });
    expect(
      await countNewArrivals(
        old.client,
        Array.from({ length: 10 }, (_, n) => old.idOf(n)),
        NOW,
      ),
    ).toBe(0);
    const fresh = pagedStorefront({ size: 10, newest: NOW, daysApart: 0.5 });
    expect(
      await countNewArrivals(
        fresh.client,
        Array.from({ length: 10 }, (_, n) => fresh.idOf(n)),
        NOW,
      ),
    ).toBe(10);
    expect(await countNewArrivals(fresh.client, [], NOW)).toBe(0);
  });
});
