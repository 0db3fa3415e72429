import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './french-count';

describe('French counts', () => {
  it('writes thousands apart by a narrow no-break space', () => {
    expect(formatCount(5000)).toBe('5\u202f000');
    expect(formatCount(20_000)).toBe('20\u202f000');
    expect(formatCount(999)).toBe('999');
  });

  it('agrees the noun: zero and one singular, more plural', () => {
    expect(countOf(0, 'création', 'créations')).toBe('0 création');
    expect(countOf(1, 'création', 'créations')).toBe('1 création');
    expect(countOf(5000, 'création', 'créations')).toBe('5\u202f000 créations');
  });
});
