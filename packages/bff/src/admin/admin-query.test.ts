import { type AdminProductsQuery, type AdminStock, emptyAdminProductsQuery } from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { entry, indexOf } from '../testing/catalogue-entries.js';
import { queryAdminProducts } from './admin-query.js';

// Newest first, as the index keeps them.
const shop = indexOf([
  entry('robe', { categories: ['femme'], paid: 30_000, sku: 'MA-ROBE-1', searchText: 'robe en soie' }),
  entry('pull', { categories: ['femme', 'homme'], paid: 12_000, onSale: true, searchText: 'pull ecru' }),
  entry('veste', { categories: ['homme'], paid: 50_000, searchText: 'veste de travail' }),
  entry('sac', { categories: [], paid: null, searchText: 'sac seau' }),
]);
const withPhoto = indexOf([
  { ...entry('robe'), tile: { ...entry('robe').tile, image: 'https://cdn.test/robe.jpg' } },
  entry('pull'),
]);

const stocks: Record<string, AdminStock> = {
  robe: { units: 0, soldOutVariants: 3, unlimited: false },
  pull: { units: 3, soldOutVariants: 1, unlimited: false },
  veste: { units: 40, soldOutVariants: 0, unlimited: false },
};
const stock = (id: string) => stocks[id] ?? null;

const ids = (query: Partial<AdminProductsQuery>, index = shop) =>
  queryAdminProducts(index, { ...emptyAdminProductsQuery, ...query }, stock).map(
    (position) => index.snapshot.entries[position]?.tile.id,
  );

describe('queryAdminProducts', () => {
  it('lists every product newest first by default, oldest first in reverse', () => {
    expect(ids({})).toEqual(['robe', 'pull', 'veste', 'sac']);
    expect(ids({ order: 'desc' })).toEqual(['sac', 'veste', 'pull', 'robe']);
  });

  it('searches the title, the reference and the id, accents and case aside', () => {
    expect(ids({ search: 'ÉCRU' })).toEqual(['pull']);
    expect(ids({ search: 'ma-robe' })).toEqual(['robe']);
    expect(ids({ search: 'veste' })).toEqual(['veste']);
    expect(ids({ search: 'soie robe' })).toEqual(['robe']);
    expect(ids({ search: 'cachemire' })).toEqual([]);
  });

  it('narrows to a collection, or to the products of none', () => {
    expect(ids({ collection: 'homme' })).toEqual(['pull', 'veste']);
    expect(ids({ collection: 'none' })).toEqual(['sac']);
  });

  it('filters what needs attention: sold out, low stock under the threshold, no photo, no price, on sale', () => {
    expect(ids({ filters: ['sold-out'] })).toEqual(['robe']);
    expect(ids({ filters: ['low-stock'] })).toEqual(['pull']);
    expect(ids({ filters: ['low-stock'], threshold: 50 })).toEqual(['pull', 'veste']);
    expect(ids({ filters: ['low-stock'], threshold: 3 })).toEqual([]);
    expect(ids({ filters: ['no-price'] })).toEqual(['sac']);
    expect(ids({ filters: ['on-sale'] })).toEqual(['pull']);
    expect(ids({ filters: ['no-photo'] }, withPhoto)).toEqual(['pull']);
    // Filters add up.
    expect(ids({ filters: ['on-sale', 'low-stock'], collection: 'homme' })).toEqual(['pull']);
  });

  it('never counts an unknown stock, nor one that never runs out, as sold out or low', () => {
    const unlimited = indexOf([entry('foulard'), entry('gants')]);
    const lookup = (id: string): AdminStock | null =>
      id === 'foulard' ? { units: 0, soldOutVariants: 0, unlimited: true } : null;
    const query = { ...emptyAdminProductsQuery, filters: ['sold-out' as const] };
    expect(queryAdminProducts(unlimited, query, lookup)).toEqual([]);
    expect(queryAdminProducts(unlimited, { ...query, filters: ['low-stock'] }, lookup)).toEqual([]);
  });

  it('sorts by any column, the products without a value last in either direction', () => {
    expect(ids({ sort: 'title' })).toEqual(['pull', 'robe', 'sac', 'veste']);
    expect(ids({ sort: 'title', order: 'desc' })).toEqual(['veste', 'sac', 'robe', 'pull']);
    expect(ids({ sort: 'price' })).toEqual(['pull', 'robe', 'veste', 'sac']);
    expect(ids({ sort: 'price', order: 'desc' })).toEqual(['veste', 'robe', 'pull', 'sac']);
    expect(ids({ sort: 'collection' })).toEqual(['robe', 'pull', 'veste', 'sac']);
    expect(ids({ sort: 'reference' })).toEqual(['robe', 'pull', 'sac', 'veste']);
    expect(ids({ sort: 'stock' })).toEqual(['robe', 'pull', 'veste', 'sac']);
    expect(ids({ sort: 'stock', order: 'desc' })).toEqual(['veste', 'pull', 'robe', 'sac']);
    expect(ids({ sort: 'status' })).toEqual(['pull', 'veste', 'sac', 'robe']);
  });
});
