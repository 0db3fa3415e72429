import { defaultCollectionTable } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { aPrice, aProduct } from '../testing/catalogue-fixtures';
import { buildCatalogueIndex, type CatalogueQuery, queryCatalogue } from './catalogue';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();
const inCollection = (collectionId: string) => [{ product_id: 'p', collection_id: collectionId, order: 0 }];

const scarf = aProduct({
  id: 'scarf',
  title: 'Écharpe en cachemire',
  order: 3,
  price: aPrice(18000, 9000),
  created_at: daysAgo(10),
  brand: 'gucci',
  collections: inCollection(defaultCollectionTable.accessoires),
});
const coat = aProduct({
  id: 'coat',
  title: 'Manteau croisé',
  subtitle: 'Laine vierge, coupe ÉLÉGANTE',
  order: 1,
  price: aPrice(45000),
  created_at: daysAgo(200),
  brand: 'prada',
  collections: inCollection(defaultCollectionTable.femme),
});
const shirt = aProduct({
  id: 'shirt',
  title: 'Chemise Oxford',
  order: 2,
  price: aPrice(9000),
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
    const same = [3, 1, 2].map((order) => aProduct({ id: `p${order}`, order, price: aPrice(5000) }));
    const sorted = queryCatalogue(buildCatalogueIndex(same), { sort: 'price-high' }, NOW);
    expect(sorted.map((product) => product.id)).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('queryCatalogue over a real store’s list', () => {
  // A list product: no price (« sur demande »), no creation date, no brand, no collection, a negative order.
  const onRequest = aProduct({
    id: 'on-request',
    title: 'Robe du soir sur mesure',
    order: -3,
    price: null,
    created_at: null,
    updated_at: daysAgo(5),
  });
  const listed = buildCatalogueIndex([scarf, coat, shirt, onRequest]);
  const listedIds = (query: CatalogueQuery) =>
    queryCatalogue(listed, query, NOW).map((product) => product.id);

  it('puts the featured order first, negative orders included', () => {
    expect(listedIds({})).toEqual(['on-request', 'coat', 'shirt', 'scarf']);
  });

  it('puts products without a price last in both price orders', () => {
    expect(listedIds({ sort: 'price-low' })).toEqual(['shirt', 'scarf', 'coat', 'on-request']);
    expect(listedIds({ sort: 'price-high' })).toEqual(['coat', 'shirt', 'scarf', 'on-request']);
  });

  it('leaves products without a price out of « promotions »', () => {
    expect(listedIds({ filter: 'promotions' })).toEqual(['scarf']);
  });

  it('dates a product without created_at by updated_at, for « nouveautés » and the newest first', () => {
    expect(listedIds({ filter: 'nouveautes' })).toEqual(['on-request', 'shirt', 'scarf']);
    expect(listedIds({ sort: 'newest' })).toEqual(['on-request', 'scarf', 'shirt', 'coat']);
  });

  it('keeps a product without a brand out of a brand filter, and out of a brand search', () => {
    expect(listedIds({ brand: 'gucci' })).toEqual(['scarf']);
    expect(listedIds({ search: 'robe gucci' })).toEqual([]);
    expect(listedIds({ search: 'robe' })).toEqual(['on-request']);
  });

  it('shows the empty list for a category no product is filed in, and everything without one', () => {
    const withoutCollections = buildCatalogueIndex([onRequest]);
    expect(queryCatalogue(withoutCollections, { category: 'femme' }, NOW)).toEqual([]);
    expect(queryCatalogue(withoutCollections, {}, NOW)).toEqual([onRequest]);
  });
});
