import { describe, expect, it } from 'vitest';
import { formatAmount, type PriceFacet, priceSign, wholePriceRange } from './price-facet';

const euros: PriceFacet = {
  min: 3950,
  max: 279_001,
  currency_code: 'eur',
  currency: { code: 'EUR', symbol: '€', decimal_digits: 2 },
};
const rupees: PriceFacet = {
  min: 850_000,
  max: 1_200_000,
  currency_code: 'inr',
  currency: { code: 'INR', symbol: '₹', decimal_digits: 2 },
};

describe('wholePriceRange', () => {
  it('widens the answer’s range to whole units, so both ends are in it', () => {
    expect(wholePriceRange(euros)).toEqual({ min: 39, max: 2791 });
    expect(wholePriceRange({ ...euros, currency: { code: 'JPY', decimal_digits: 0 } })).toEqual({
      min: 3950,
      max: 279_001,
    });
  });
});

/** French numbers are spaced with no-break spaces: compared as plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatAmount', () => {
  it('writes an amount of the address as a price, cents only when it has some', () => {
    expect(plain(formatAmount(50, euros))).toBe('50 €');
    expect(plain(formatAmount(1250, euros))).toBe('1 250 €');
    expect(plain(formatAmount(12.5, euros))).toBe('12,50 €');
    expect(plain(formatAmount(8500, rupees))).toBe('8 500 ₹');
  });

  it('writes a bare number when the answer says no currency', () => {
    expect(plain(formatAmount(1250, undefined))).toBe('1 250');
  });
});

describe('priceSign', () => {
  it('names the unit as the store’s prices are written', () => {
    expect(priceSign(euros)).toBe('€');
    expect(priceSign({ ...rupees, currency: { code: 'INR', symbol: 'Rs' } })).toBe('₹');
    expect(priceSign({ ...euros, currency_code: 'xzz', currency: undefined })).toBe('XZZ');
  });
});
