import { describe, expect, it } from 'vitest';
import { aSummary } from '../../testing/catalogue-fixtures';
import { tileAction } from './tile-action';

describe('tileAction', () => {
  it('adds a one-variant product directly: the live stock decides then', () => {
    expect(tileAction(aSummary({ display_variant_id: 'var_only', variant_count: 1 }))).toEqual({
      kind: 'add',
      variantId: 'var_only',
    });
  });

  it('leads to the product page when there are several variants', () => {
    expect(tileAction(aSummary({ variant_count: 3 }))).toEqual({ kind: 'choose' });
  });

  it('says unavailable when the store says it cannot be bought now', () => {
    expect(tileAction(aSummary({ purchasable: false }))).toEqual({ kind: 'unavailable' });
    expect(tileAction(aSummary({ display_variant_available: false }))).toEqual({ kind: 'unavailable' });
  });

  it('cannot add a product without a price, nor one without variants', () => {
    expect(tileAction(aSummary({ price: null }))).toEqual({ kind: 'on-request' });
    expect(tileAction(aSummary({ display_variant_id: null, variant_count: 0 }))).toEqual({
      kind: 'on-request',
    });
    expect(tileAction(aSummary({ price: null, variant_count: 2 }))).toEqual({ kind: 'on-request' });
  });
});
