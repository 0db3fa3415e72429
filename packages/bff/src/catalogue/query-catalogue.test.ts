import { type CatalogueQuery, emptyCatalogueQuery, readCatalogueQuery } from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { entry, indexOf } from '../testing/catalogue-entries.js';
import { queryCatalogue } from './query-catalogue.js';

const query = (address: string): CatalogueQuery => readCatalogueQuery(new URLSearchParams(address)).query;
const ids = (answer: ReturnType<typeof queryCatalogue>) => answer.products.map((tile) => tile.id);

const wardrobe = indexOf(
  [
    entry('robe', { order: 3, categories: ['femme'], sizes: ['S', 'M'], colours: ['Noir'], paid: 30_000 }),
    entry('pull', {
      order: 1,
      categories: ['femme', 'homme'],
      sizes: ['M', 'XL'],
      colours: ['Camel'],
      paid: 12_000,
      onSale: true,
    }),
    entry('veste', {
      order: 2,
      categories: ['homme'],
      sizes: ['L', 'XS'],
      colours: ['Noir', 'Bleu'],
      paid: 50_000,
      available: false,
    }),
    entry('sac', { order: 4, categories: ['accessoires'], colours: ['Camel'], paid: null, available: true }),
  ],
  2,
);

describe('queryCatalogue', () => {
  it('lists the whole catalogue in the featured order by default', () => {
    const answer = queryCatalogue(wardrobe, emptyCatalogueQuery);
    expect(ids(answer)).toEqual(['pull', 'veste', 'robe', 'sac']);
    expect(answer).toMatchObject({ total: 4, page: 1, pageSize: 24 });
  });

  it('sorts by the price paid (products without a price last either way) and by newest', () => {
    expect(ids(queryCatalogue(wardrobe, query('sort=price-low')))).toEqual(['pull', 'robe', 'veste', 'sac']);
    expect(ids(queryCatalogue(wardrobe, query('sort=price-high')))).toEqual(['veste', 'robe', 'pull', 'sac']);
    expect(ids(queryCatalogue(wardrobe, query('sort=newest')))).toEqual(['robe', 'pull', 'veste', 'sac']);
  });

  it('filters by category, size (any of), colour, price in major units, availability, sale and novelty', () => {
    expect(ids(queryCatalogue(wardrobe, query('category=homme')))).toEqual(['pull', 'veste']);
    expect(ids(queryCatalogue(wardrobe, query('size=S&size=XL')))).toEqual(['pull', 'robe']);
    expect(ids(queryCatalogue(wardrobe, query('colour=Camel')))).toEqual(['pull', 'sac']);
    expect(ids(queryCatalogue(wardrobe, query('price_min=120&price_max=300')))).toEqual(['pull', 'robe']);
    expect(ids(queryCatalogue(wardrobe, query('available=true')))).toEqual(['sac']);
    expect(ids(queryCatalogue(wardrobe, query('filter=promotions')))).toEqual(['pull']);
    expect(ids(queryCatalogue(wardrobe, query('filter=nouveautes')))).toEqual(['pull', 'robe']);
  });

  it("counts each facet's values as if that facet alone were not applied", () => {
    const { facets, total } = queryCatalogue(wardrobe, query('size=M&colour=Noir'));
    expect(total).toBe(1);
    // Sizes: the products in black (robe, veste); colours: the products in M (robe, pull).
    expect(facets.size).toEqual([
      { value: 'XS', count: 1 },
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
      { value: 'L', count: 1 },
      { value: 'XL', count: 0 },
    ]);
    expect(facets.colour).toEqual([
      { value: 'Bleu', count: 0 },
      { value: 'Camel', count: 1 },
      { value: 'Noir', count: 1 },
    ]);
    expect(facets.category).toEqual([
      { value: 'femme', count: 1 },
      { value: 'homme', count: 0 },
      { value: 'enfant', count: 0 },
      { value: 'accessoires', count: 0 },
    ]);
  });

  it('lists only the sizes and colours of the chosen category, and the price range without the price filter', () => {
    const { facets } = queryCatalogue(wardrobe, query('category=femme&price_max=150'));
    expect(facets.size?.map(({ value }) => value)).toEqual(['S', 'M', 'XL']);
    expect(facets.price).toMatchObject({ min: 12_000, max: 30_000, currency_code: 'eur' });
  });

  it('keeps a chosen value the query no longer has, at 0', () => {
    const { facets } = queryCatalogue(wardrobe, query('category=accessoires&size=M'));
    expect(facets.size).toEqual([{ value: 'M', count: 0 }]);
  });

  it('lists a chosen value the store does not have at 0, in its place among the sizes', () => {
    const { facets } = queryCatalogue(wardrobe, query('category=femme&size=XXL&size=S'));
    expect(facets.size).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 2 },
      { value: 'XL', count: 1 },
      { value: 'XXL', count: 0 },
    ]);
  });

  it('has no size or colour facet for a store whose options name none, no availability facet when lists say nothing', () => {
    const plain = indexOf([entry('a'), entry('b')]);
    const { facets } = queryCatalogue(plain, emptyCatalogueQuery);
    expect(facets.size).toBeUndefined();
    expect(facets.colour).toBeUndefined();
    expect(facets.available).toBeUndefined();
    expect(queryCatalogue(wardrobe, emptyCatalogueQuery).facets.available).toBe(1);
  });

  it('answers 24 a page, and an empty page past the end', () => {
    const many = indexOf(Array.from({ length: 50 }, (_, n) => entry(`p${n}`, { order: n })));
    expect(ids(queryCatalogue(many, query('page=2')))).toEqual(
      Array.from({ length: 24 }, (_, n) => `p${n + 24}`),
    );
    expect(ids(queryCatalogue(many, query('page=3')))).toEqual(['p48', 'p49']);
    expect(queryCatalogue(many, query('page=9'))).toMatchObject({ total: 50, page: 9, products: [] });
  });

  it('narrows to a brand', () => {
    const index = indexOf([entry('a', { brand: 'gucci' }), entry('b', { brand: 'prada' }), entry('c')]);
    expect(ids(queryCatalogue(index, query('brand=gucci')))).toEqual(['a']);
  });

  it('searches title, subtitle and brand without case or accents, every word', () => {
    const index = indexOf([
      entry('a', { searchText: 'echarpe en soie gucci' }),
      entry('b', { searchText: 'echarpe en laine' }),
    ]);
    expect(ids(queryCatalogue(index, query('search=Écharpe%20SOIE')))).toEqual(['a']);
    expect(ids(queryCatalogue(index, query('search=echarpe')))).toEqual(['a', 'b']);
  });

  it('forgives one typo from four letters and two from eight, never under four', () => {
    const index = indexOf([
      entry('robe', { searchText: 'robe longue en soie' }),
      entry('pantalon', { searchText: 'pantalon large en laine' }),
      entry('chemise', { searchText: 'chemise en lin' }),
    ]);
    expect(ids(queryCatalogue(index, query('search=robbe')))).toEqual(['robe']);
    expect(ids(queryCatalogue(index, query('search=pantallonn')))).toEqual(['pantalon']);
    expect(ids(queryCatalogue(index, query('search=chemse%20lin')))).toEqual(['chemise']);
    expect(ids(queryCatalogue(index, query('search=lim')))).toEqual([]);
    expect(ids(queryCatalogue(index, query('search=chemse%20soie')))).toEqual([]);
  });

  it('offers what an empty search probably meant, and nothing when it found products or nothing is near', () => {
    const index = indexOf([
      entry('robe', { searchText: 'robe longue en soie' }),
      entry('chemise', { searchText: 'chemise en lin' }),
    ]);
    expect(queryCatalogue(index, query('search=robbbe%20longe'))).toMatchObject({
      total: 0,
      didYouMean: 'robe longue',
    });
    expect(queryCatalogue(index, query('search=robbe'))).not.toHaveProperty('didYouMean');
    expect(queryCatalogue(index, query('search=xqzwv'))).not.toHaveProperty('didYouMean');
    // Every word is the catalogue's, only not together: there is nothing to correct.
    expect(queryCatalogue(index, query('search=chemise%20soie'))).not.toHaveProperty('didYouMean');
  });

  it("lists a search's exact matches before those found through a typo, in the house's order only", () => {
    const index = indexOf([
      entry('rose', { order: 1, searchText: 'chemise rose', paid: 10_000 }),
      entry('robe', { order: 2, searchText: 'robe longue', paid: 20_000 }),
      entry('robe-courte', { order: 3, searchText: 'robe courte', paid: 5_000 }),
    ]);
    expect(ids(queryCatalogue(index, query('search=robe')))).toEqual(['robe', 'robe-courte', 'rose']);
    expect(ids(queryCatalogue(index, query('search=robe&sort=price-low')))).toEqual([
      'robe-courte',
      'rose',
      'robe',
    ]);
  });
});
