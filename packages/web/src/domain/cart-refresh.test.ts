import { describe, expect, it } from 'vitest';
import { aCartLine } from '../testing/cart-fixtures';
import { aVariant } from '../testing/catalogue-fixtures';
import { refreshCartLines } from './cart-refresh';

describe('refreshCartLines', () => {
  it('reports a changed price with the former one', () => {
    const line = aCartLine({ variant: { price_in_cents: 9000 } });
    const { lines, updates } = refreshCartLines(
      [line],
      [aVariant({ id: 'var_1', sale_price_in_cents: 7000 })],
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

  it('keeps the snapshot of a variant the fresh data lacks', () => {
    const line = aCartLine();
    expect(refreshCartLines([line], [])).toEqual({ lines: [line], updates: [] });
  });
});
