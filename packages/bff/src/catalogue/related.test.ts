import { describe, expect, it } from 'vitest';
import { entry, indexOf } from '../testing/catalogue-entries.js';
import { relatedTiles } from './related.js';

const ids = (tiles: { id: string }[]) => tiles.map(({ id }) => id);

const index = indexOf([
  entry('robe', { order: 0, brand: 'gucci', categories: ['femme'], related: ['sac', 'inconnu', 'robe'] }),
  entry('sac', { order: 1, brand: 'prada', categories: ['accessoires'] }),
  entry('jupe', { order: 2, brand: 'gucci', categories: ['femme'] }),
  entry('blouse', { order: 3, categories: ['femme'] }),
  entry('mocassin', { order: 4, brand: 'gucci', categories: ['homme'] }),
  entry('pull', { order: 5, brand: 'gucci', categories: ['femme'] }),
  entry('chemise', { order: 6, categories: ['homme'] }),
]);

describe('relatedTiles', () => {
  it("starts with the store's own related products, then the closest: brand and collection, collection, brand", () => {
    expect(ids(relatedTiles(index, 'robe'))).toEqual(['sac', 'jupe', 'pull', 'blouse']);
  });

  it('never shows the product itself, and shows four at most', () => {
    const tiles = relatedTiles(index, 'jupe');
    expect(ids(tiles)).toEqual(['robe', 'pull', 'blouse', 'mocassin']);
  });

  it('shows what it can for a lone product, and nothing for one the index does not hold', () => {
    expect(ids(relatedTiles(index, 'chemise'))).toEqual(['mocassin']);
    expect(relatedTiles(index, 'prod_inconnu')).toEqual([]);
  });
});
