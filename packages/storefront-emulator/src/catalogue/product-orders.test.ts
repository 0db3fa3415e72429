import { defaultCollectionTable } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { testEmulator } from '../testing/fixture.js';

const { catalogue } = testEmulator().state;
const { orders, products } = catalogue;

describe('ProductOrders', () => {
  it('sorts once and serves the same order to every later call', () => {
    const byPrice = orders.sorted('price', 'DESC');
    expect(orders.sorted('price', 'DESC')).toBe(byPrice);
    expect(orders.sorted('price', 'ASC')).not.toBe(byPrice);
    expect(byPrice).toHaveLength(products.length);
  });

  it('keeps the storefront order for a collection the store does not have, without keeping a new order', () => {
    expect(orders.sorted('collection_order', 'DESC', 'pcol_unknown')).toBe(orders.sorted('order', 'ASC'));
    const femme = orders.sorted('collection_order', 'ASC', defaultCollectionTable.femme);
    expect(femme).not.toEqual(products);
    expect(orders.sorted('collection_order', 'ASC', defaultCollectionTable.femme)).toBe(femme);
  });
});
