import { describe, expect, it } from 'vitest';
import { exceedsStock, stockStatus } from './stock';

const managed = (inventory_quantity: number | null) => ({ manage_inventory: true, inventory_quantity });
const untracked = { manage_inventory: false, inventory_quantity: null };

describe('exceedsStock', () => {
  it('allows up to the stock of an inventory-managed variant', () => {
    expect(exceedsStock(managed(3), 3)).toBe(false);
    expect(exceedsStock(managed(3), 4)).toBe(true);
    expect(exceedsStock(managed(0), 1)).toBe(true);
  });

  it('never limits a variant that does not manage inventory', () => {
    expect(exceedsStock(untracked, 500)).toBe(false);
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

  it('says nothing for a variant without inventory', () => {
    expect(stockStatus(untracked, 10)).toEqual({ kind: 'untracked' });
  });
});
