import { describe, expect, it } from 'vitest';
import { aCartLine } from '../testing/cart-fixtures';
import { aPrice, aVariant } from '../testing/catalogue-fixtures';
import { refreshCartLines } from './cart-refresh';

describe('refreshCartLines', () => {
  it('reports a changed price with the former one', () => {
    const line = aCartLine({ variant: { price_in_cents: 9000 } });
    const { lines, updates } = refreshCartLines(
      [line],
      [aVariant({ id: 'var_1', price: aPrice(12000, 7000) })],
    );
    expect(lines[0]?.variant.sale_price_in_cents).toBe(7000);
    expect(updates).toEqual([{ kind: 'price', line: lines[0], previousPriceInCents: 9000 }]);
  });

  it('reports a line now beyond stock and keeps its quantity', () => {
    const line = aCartLine({ quantity: 3, variant: { price_in_cents: 12000 } });
    const { lines, updates } = refreshCartLines([line], [aVariant({ id: 'var_1', inventory_quantity: 2 })]);
    expect(lines[0]?.quantity).toBe(3);
    expect(lines[0]?.variant.inventory_quantity).toBe(2);
    expect(updates).toEqual([{ kind: 'stock', line: lines[0] }]);
  });

  it('reports nothing when nothing changed', () => {
    const line = aCartLine({ variant: { price_in_cents: 12000 } });
    expect(refreshCartLines([line], [aVariant({ id: 'var_1' })]).updates).toEqual([]);
  });

  it('keeps the snapshot’s price when the variant has none any more, and its stock when it is unknown', () => {
    const line = aCartLine({ variant: { price_in_cents: 9000, inventory_quantity: 4 } });
    const { lines } = refreshCartLines(
      [line],
      [aVariant({ id: 'var_1', price: null, inventory_quantity: undefined })],
    );
    expect(lines[0]?.variant).toEqual(line.variant);
  });

  it('reads a null stock from /variants as a variant that counts none', () => {
    const line = aCartLine({ quantity: 8, variant: { price_in_cents: 12000, inventory_quantity: 2 } });
    const { lines, updates } = refreshCartLines(
      [line],
      [aVariant({ id: 'var_1', inventory_quantity: null })],
    );
    expect(lines[0]?.variant.inventory_quantity).toBeNull();
    expect(updates).toEqual([]);
  });

  it('keeps the snapshot of a variant the fresh data lacks', () => {
    const line = aCartLine();
    expect(refreshCartLines([line], [])).toEqual({ lines: [line], updates: [] });
  });
});
