import { describe, expect, it } from 'vitest';
import { entry, indexOf } from '../testing/catalogue-entries.js';
import { SUGGESTED_PRODUCTS, suggest } from './suggest.js';

const index = indexOf([
  entry('chemise', { order: 1, searchText: 'chemise en lin', categories: ['homme'] }),
  entry('echarpe', {
    order: 2,
    searchText: 'echarpe en cachemire gucci',
    brand: 'gucci',
    categories: ['accessoires'],
  }),
  entry('pull', { order: 3, searchText: 'pull col rond en cachemire', categories: ['femme'] }),
  ...Array.from({ length: 8 }, (_, n) => entry(`robe${n}`, { order: 10 + n, searchText: `robe ${n}` })),
]);

describe('suggest', () => {
  it('suggests products whose words start with what was typed before those that merely contain it', () => {
    const { products } = suggest(index, 'cach');
    expect(products.map(({ id }) => id)).toEqual(['echarpe', 'pull']);
    expect(suggest(index, 'emise').products.map(({ id }) => id)).toEqual(['chemise']);
  });

  it('ignores case and accents, and needs every word', () => {
    expect(suggest(index, 'ÉCHARPE Cachem').products.map(({ id }) => id)).toEqual(['echarpe']);
    expect(suggest(index, 'echarpe lin').products).toEqual([]);
  });

  it('suggests six products at most, in the featured order', () => {
    const { products } = suggest(index, 'robe');
    expect(products).toHaveLength(SUGGESTED_PRODUCTS);
    expect(products[0]?.id).toBe('robe0');
  });

  it('names the categories and brands the text starts, when they have products', () => {
    expect(suggest(index, 'hom')).toMatchObject({ categories: ['homme'], brands: [] });
    expect(suggest(index, 'gucc')).toMatchObject({ categories: [], brands: ['gucci'] });
    expect(suggest(index, 'enfant').categories).toEqual([]);
  });

  it('suggests nothing for blank text', () => {
    expect(suggest(index, '   ')).toEqual({ products: [], categories: [], brands: [], total: 0 });
  });

  it('counts every product the search for the same text shows, past the six suggested', () => {
    expect(suggest(index, 'robe').total).toBe(8);
    expect(suggest(index, 'cachemire').total).toBe(2);
    // Inside words too, as the search finds them (« emise » in « chemise »), and through a typo (« robbe »).
    expect(suggest(index, 'emise').total).toBe(1);
    expect(suggest(index, 'robbe').total).toBe(8);
    expect(suggest(index, 'echarpe lim').total).toBe(0);
  });

  it('suggests for the closest catalogue word when what was typed holds nothing', () => {
    expect(suggest(index, 'chemse').products.map(({ id }) => id)).toEqual(['chemise']);
    expect(suggest(index, 'echarpe lim').products).toEqual([]);
  });
});
