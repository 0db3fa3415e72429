import { describe, expect, it } from 'vitest';
import { readThreshold } from './read-threshold';

describe('readThreshold', () => {
  it('reads a whole number of units from 1 to 10 000, spaces around aside', () => {
    expect(readThreshold('5')).toBe(5);
    expect(readThreshold(' 12 ')).toBe(12);
    expect(readThreshold('10000')).toBe(10_000);
  });

  it('refuses what the BFF would: 0, past 10 000, decimals, signs, exponents, words', () => {
    for (const typed of ['0', '10001', '2,5', '-3', '1e3', '', 'dix'])
      expect(readThreshold(typed)).toBeUndefined();
  });
});
