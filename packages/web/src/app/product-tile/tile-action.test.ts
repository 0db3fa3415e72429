import { describe, expect, it } from 'vitest';
import { aProduct, aVariant } from '../../testing/catalogue-fixtures';
import { tileAction } from './tile-action';

describe('tileAction', () => {
  it('adds a one-variant product directly', () => {
    const variant = aVariant({ id: 'var_only' });
    expect(tileAction(aProduct({ variants: [variant] }))).toEqual({ kind: 'add', variant });
  });

  it('leads to the product page when there are several variants', () => {
    const variants = [aVariant({ id: 'a' }), aVariant({ id: 'b', inventory_quantity: 0 })];
    expect(tileAction(aProduct({ variants }))).toEqual({ kind: 'choose' });
  });

  it('says sold out for a one-variant product without stock, and unavailable when it cannot be bought', () => {
    expect(tileAction(aProduct({ variants: [aVariant({ inventory_quantity: 0 })] }))).toEqual({
      kind: 'sold-out',
    });
    expect(tileAction(aProduct({ purchasable: false }))).toEqual({ kind: 'unavailable' });
    expect(tileAction(aProduct({ variants: [] }))).toEqual({ kind: 'unavailable' });
  });

  it('adds an untracked variant whatever its count', () => {
    const variant = aVariant({ manage_inventory: false, inventory_quantity: null });
    expect(tileAction(aProduct({ variants: [variant] }))).toEqual({ kind: 'add', variant });
  });
});
