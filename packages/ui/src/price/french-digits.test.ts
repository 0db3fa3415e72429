import { describe, expect, it } from 'vitest';
import { frenchDigits } from './french-digits';

describe('frenchDigits', () => {
  it('writes what Intl.NumberFormat("fr-FR") writes, for amounts, counts and their halves', () => {
    const amounts = [
      0, 0.5, 1, 7.9, 9.99, 12.345, 150.5, 999.995, 1000, 1234.5, 20_000, 1_234_567.891, -0.001, -42.5,
    ];
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('fr-FR', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const amount of amounts) expect(frenchDigits(amount, digits)).toBe(intl.format(amount));
    }
  });

  it('puts a narrow no-break space between thousands and a comma before the decimals', () => {
    expect(frenchDigits(1234567.5, 2)).toBe('1\u202F234\u202F567,50');
  });
});
