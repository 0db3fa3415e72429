import { describe, expect, it } from 'vitest';
import { pageDescription } from './messages';
import { shopCanonicalPath, shopDescription } from './shop-head';

describe('shopCanonicalPath', () => {
  it('keeps a known category and brand: each is a page of its own', () => {
    expect(shopCanonicalPath({ category: 'femme', sort: 'price-low' })).toBe('/shop?category=femme');
    expect(shopCanonicalPath({ brand: 'gucci', filter: 'promotions' })).toBe('/shop?brand=gucci');
    expect(shopCanonicalPath({ brand: 'gucci', category: 'homme' })).toBe('/shop?category=homme&brand=gucci');
  });

  it('files a search, a filter, an order or an unknown value under the shop', () => {
    expect(shopCanonicalPath({ search: 'robe', sort: 'newest', filter: 'nouveautes' })).toBe('/shop');
    expect(shopCanonicalPath({ category: 'jardin', brand: 'inconnue' })).toBe('/shop');
  });
});

describe('shopDescription', () => {
  it("describes a category's or a brand's view, else the shop", () => {
    expect(shopDescription({ category: 'femme' })).toContain('Collection Femme');
    expect(shopDescription({ brand: 'gucci' })).toContain('Gucci');
    expect(shopDescription({ search: 'robe' })).toBe(pageDescription);
  });
});
