import { describe, expect, it } from 'vitest';
import { compareSizes } from './size-order.js';

const sorted = (sizes: string[]) => [...sizes].sort(compareSizes);

describe('compareSizes', () => {
  it('puts letter sizes in the order shoppers expect', () => {
    expect(sorted(['XL', 'M', 'XXL', 'S', 'XS', 'L'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sorted(['3XL', 'xl', '2XL'])).toEqual(['xl', '2XL', '3XL']);
  });

  it('orders numbers as numbers, French decimals included', () => {
    expect(sorted(['40', '38,5', '100', '36', '38'])).toEqual(['36', '38', '38,5', '40', '100']);
  });

  it('orders ages by age, months before years', () => {
    expect(sorted(['4 ans', '18 mois', '2 ans', '3-4 ans', '6 mois', '12 ans'])).toEqual([
      '6 mois',
      '18 mois',
      '2 ans',
      '3-4 ans',
      '4 ans',
      '12 ans',
    ]);
  });

  it('puts letters, numbers, ages, one size, then other words', () => {
    expect(sorted(['Taille unique', 'Grand', '2 ans', '38', 'M', 'Petit'])).toEqual([
      'M',
      '38',
      '2 ans',
      'Taille unique',
      'Grand',
      'Petit',
    ]);
  });
});
