import { defaultCollectionTable } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../testing/catalogue-fixtures';
import { buildCatalogueIndex, type CatalogueQuery, queryCatalogue } from './catalogue';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();
const inCollection = (collectionId: string) => [{ product_id: 'p', collection_id: collectionId, order: 0 }];

const scarf = aProduct({
  id: 'scarf',
  title: 'Écharpe en cachemire',
  order: 3,
  price_in_cents: 18000,
  sale_price_in_cents: 9000,
  created_at: daysAgo(10),
  brand: 'gucci',
  collections: inCollection(defaultCollectionTable.accessoires),
});
const coat = aProduct({
  id: 'coat',
  title: 'Manteau croisé',
  subtitle: 'Laine vierge, coupe ÉLÉGANTE',
  order: 1,
  price_in_cents: 45000,
  created_at: daysAgo(200),
  brand: 'prada',
  collections: inCollection(defaultCollectionTable.femme),
});
const shirt = aProduct({
  id: 'shirt',
  title: 'Chemise Oxford',
  order: 2,
  price_in_cents: 9000,
  created_at: daysAgo(89),
  brand: 'maison-aurele',
  collections: inCollection(defaultCollectionTable.homme),
});
const index = buildCatalogueIndex([scarf, coat, shirt]);
const ids = (query: CatalogueQuery) => queryCatalogue(index, query, NOW).map((product) => product.id);

describe('queryCatalogue', () => {
  it('lists everything in the storefront order by default', () => {
    expect(ids({})).toEqual(['coat', 'shirt', 'scarf']);
  });

  it('keeps a category through the collection table', () => {
    expect(ids({ category: 'homme' })).toEqual(['shirt']);
    expect(ids({ category: 'accessoires' })).toEqual(['scarf']);
  });

  it('reads the collection table it is given', () => {
    const custom = buildCatalogueIndex([coat, shirt], { ...defaultCollectionTable, femme: 'col_custom' });
    expect(queryCatalogue(custom, { category: 'femme' }, NOW)).toEqual([]);
  });

  it('searches title, subtitle and brand name regardless of case and accents', () => {
    expect(ids({ search: 'echarpe' })).toEqual(['scarf']);
    expect(ids({ search: 'elegante' })).toEqual(['coat']);
    expect(ids({ search: 'MAISON aurele' })).toEqual(['shirt']);
    expect(ids({ search: 'écharpe prada' })).toEqual([]);
  });

  it('ignores a blank search', () => {
    expect(ids({ search: '   ' })).toHaveLength(3);
  });

  it('keeps one brand by its id', () => {
    expect(ids({ brand: 'prada' })).toEqual(['coat']);
  });

  it('keeps products on sale for « promotions »', () => {
    expect(ids({ filter: 'promotions' })).toEqual(['scarf']);
  });

  it('keeps products created in the last 90 days for « nouveautés »', () => {
    expect(ids({ filter: 'nouveautes' })).toEqual(['shirt', 'scarf']);
    expect(queryCatalogue(index, { filter: 'nouveautes' }, NOW + 2 * 24 * 60 * 60 * 1000)).toEqual([scarf]);
  });

  it('combines every criterion', () => {
    expect(
      ids({ category: 'accessoires', filter: 'promotions', search: 'cachemire', brand: 'gucci' }),
    ).toEqual(['scarf']);
    expect(ids({ category: 'femme', filter: 'promotions' })).toEqual([]);
  });

  it('ignores values it does not know', () => {
    expect(ids({ category: 'bijoux', brand: 'inconnue', filter: 'soldes', sort: 'random' })).toEqual([
      'coat',
      'shirt',
      'scarf',
    ]);
  });

  it('sorts by the price the shopper pays', () => {
    expect(ids({ sort: 'price-low' })).toEqual(['shirt', 'scarf', 'coat']);
    expect(ids({ sort: 'price-high' })).toEqual(['coat', 'shirt', 'scarf']);
  });

  it('sorts the newest first', () => {
    expect(ids({ sort: 'newest' })).toEqual(['scarf', 'shirt', 'coat']);
  });

  it('keeps the storefront order between equal prices', () => {
    const same = [3, 1, 2].map((order) => aProduct({ id: `p${order}`, order, price_in_cents: 5000 }));
    const sorted = queryCatalogue(buildCatalogueIndex(same), { sort: 'price-high' }, NOW);
    expect(sorted.map((product) => product.id)).toEqual(['p1', 'p2', 'p3']);
  });
});
