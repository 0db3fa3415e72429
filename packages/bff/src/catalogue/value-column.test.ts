import { describe, expect, it } from 'vitest';
import { flagsOf, hasAnyValue, valueColumn } from './value-column.js';

const products = [{ sizes: ['M', 'S'] }, { sizes: [] }, { sizes: ['XL', 'M'] }];
const sizesOf = (product: { sizes: string[] }) => product.sizes;

describe('valueColumn', () => {
  it("lists every value once in the given order, and each product's values as their positions", () => {
    const column = valueColumn(products, sizesOf, { compare: (a, b) => a.localeCompare(b) });
    expect(column.values).toEqual(['M', 'S', 'XL']);
    expect([...column.starts]).toEqual([0, 2, 2, 4]);
    expect([...column.ids]).toEqual([0, 1, 2, 0]);
  });

  it('keeps a fixed list whole, and leaves out the values it does not name', () => {
    const column = valueColumn(products, sizesOf, { values: ['S', 'L'] });
    expect(column.values).toEqual(['S', 'L']);
    expect([...column.ids]).toEqual([0]);
  });

  it('tells whether a product has one of the chosen values; a value the store lacks matches nothing', () => {
    const column = valueColumn(products, sizesOf, {});
    const wanted = flagsOf(column, ['XL', 'XXXL']);
    expect([0, 1, 2].map((position) => hasAnyValue(column, position, wanted))).toEqual([false, false, true]);
  });
});
