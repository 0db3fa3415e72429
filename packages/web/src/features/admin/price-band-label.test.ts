import { describe, expect, it } from 'vitest';
import { priceBandLabel } from './price-band-label';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('priceBandLabel', () => {
  it('writes a band of the BFF in whole units of the store currency, the last one open', () => {
    expect(plain(priceBandLabel('50-100', 'eur'))).toBe('50 € – 100 €');
    expect(plain(priceBandLabel('0-50', 'EUR'))).toBe('0 € – 50 €');
    expect(plain(priceBandLabel('1000+', 'eur'))).toBe('1 000 € et plus');
    expect(plain(priceBandLabel('200-500', 'chf'))).toBe('200 CHF – 500 CHF');
  });
});
