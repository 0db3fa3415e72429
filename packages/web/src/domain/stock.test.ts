import { describe, expect, it } from 'vitest';
import type { StockCount } from './product';
import { exceedsStock, isSoldOut, isStockUnknown, stockStatus } from './stock';

const managed = (inventory_quantity: StockCount) => ({
  manage_inventory: true,
  inventory_quantity,
  available: true,
});
const untracked = { manage_inventory: false, inventory_quantity: null, available: true };
/** A list answer: the variant manages inventory, the list does not say how much is left. */
const unknown = managed(undefined);

describe('exceedsStock', () => {
  it('allows up to the stock of an inventory-managed variant', () => {
    expect(exceedsStock(managed(3), 3)).toBe(false);
    expect(exceedsStock(managed(3), 4)).toBe(true);
    expect(exceedsStock(managed(0), 1)).toBe(true);
  });

  it('never limits a variant that does not manage inventory', () => {
    expect(exceedsStock(untracked, 500)).toBe(false);
  });

  it('reads a null count from /variants as no inventory', () => {
    expect(exceedsStock(managed(null), 500)).toBe(false);
    expect(isSoldOut(managed(null))).toBe(false);
  });
});

describe('an unknown stock', () => {
  it('is unknown, never sold out, and limits nothing by itself', () => {
    expect(isStockUnknown(unknown)).toBe(true);
    expect(isSoldOut(unknown)).toBe(false);
    expect(exceedsStock(unknown, 3)).toBe(false);
    expect(stockStatus(unknown, 1)).toEqual({ kind: 'unknown' });
  });

  it('is known once /variants said a count, zero included', () => {
    expect(isStockUnknown(managed(0))).toBe(false);
    expect(isSoldOut(managed(0))).toBe(true);
    expect(isStockUnknown(untracked)).toBe(false);
  });
});

describe('stockStatus', () => {
  it('says how many remain when the quantity fits', () => {
    expect(stockStatus(managed(4), 2)).toEqual({ kind: 'in-stock', remaining: 4 });
  });

  it('flags a quantity beyond the stock', () => {
    expect(stockStatus(managed(2), 3)).toEqual({ kind: 'insufficient', remaining: 2 });
  });

  it('is sold out at zero whatever the quantity', () => {
    expect(stockStatus(managed(0), 1)).toEqual({ kind: 'sold-out' });
  });

  it('is sold out when the store says the variant is not available', () => {
    expect(stockStatus({ ...managed(4), available: false }, 1)).toEqual({ kind: 'sold-out' });
  });

  it('says nothing for a variant without inventory', () => {
    expect(stockStatus(untracked, 10)).toEqual({ kind: 'untracked' });
  });
});
