import { describe, expect, it } from 'vitest';
import { searchAddress, shopAddress } from './shop-address';

describe('shopAddress', () => {
  it('names only what narrows the view', () => {
    expect(shopAddress({ category: 'femme' })).toBe('/shop?category=femme');
    expect(shopAddress({ brand: 'dolce-gabbana' })).toBe('/shop?brand=dolce-gabbana');
    expect(shopAddress({ filter: 'nouveautes' })).toBe('/shop?filter=nouveautes');
  });

  it('encodes a search and leaves the whole shop bare', () => {
    expect(shopAddress({ search: 'écharpe cachemire' })).toBe('/shop?search=%C3%A9charpe+cachemire');
    expect(shopAddress({})).toBe('/shop');
  });
});

describe('searchAddress', () => {
  it('searches the trimmed text, and nothing for blank text', () => {
    expect(searchAddress('  robe  ')).toBe('/shop?search=robe');
    expect(searchAddress('   ')).toBeNull();
  });
});
