import { describe, expect, it } from 'vitest';
import { stockFreshness } from './stock-freshness';

const now = Date.UTC(2026, 10, 28, 12);

describe('stockFreshness', () => {
  it('says how long ago the whole store was read', () => {
    expect(stockFreshness({ readAt: now - 20_000, reading: null }, now)).toBe("Stock relevé à l'instant");
    expect(stockFreshness({ readAt: now - 3 * 60_000 - 5_000, reading: null }, now)).toBe(
      'Stock relevé il y a 3\u00a0min',
    );
    expect(stockFreshness({ readAt: now - 125 * 60_000, reading: null }, now)).toBe(
      'Stock relevé il y a 2\u00a0h',
    );
  });

  it('says how far a reading is, and what starts one before the first', () => {
    expect(stockFreshness({ readAt: null, reading: { read: 1_200, total: 20_000 } }, now)).toBe(
      'Relevé du stock de la boutique en cours : 1\u202f200 produits sur 20\u202f000',
    );
    expect(stockFreshness({ readAt: null, reading: null }, now)).toMatch(/^Le stock de toute la boutique/);
  });
});
