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
    const withdrawn = aVariant({ available: false });
    expect(tileAction(aProduct({ variants: [withdrawn] }))).toEqual({ kind: 'unavailable' });
  });

  it('adds a one-variant product of a list, whose stock is unknown: the live stock decides then', () => {
    const listed = aVariant({ inventory_quantity: undefined });
    expect(tileAction(aProduct({ variants: [listed] }))).toEqual({ kind: 'add', variant: listed });
  });

  it('cannot add a product without a price, nor one without variants', () => {
    const onRequest = aVariant({ price: null });
    expect(tileAction(aProduct({ price: null, variants: [onRequest] }))).toEqual({ kind: 'on-request' });
    expect(tileAction(aProduct({ price: null, variants: [] }))).toEqual({ kind: 'on-request' });
    expect(
      tileAction(aProduct({ price: null, variants: [onRequest, aVariant({ id: 'b', price: null })] })),
    ).toEqual({
      kind: 'on-request',
    });
  });

  it('adds an untracked variant whatever its count', () => {
    const variant = aVariant({ manage_inventory: false, inventory_quantity: null });
    expect(tileAction(aProduct({ variants: [variant] }))).toEqual({ kind: 'add', variant });
  });
});
