import { describe, expect, it } from 'vitest';
import { pageDescription } from './messages';
import { shopCanonicalPath, shopDescription, shopTitle } from './shop-head';
import { shopQueryOf } from './shop-query';

const q = (address: string) => shopQueryOf(new URLSearchParams(address));

describe('shopCanonicalPath', () => {
  it('keeps a known category and brand: each is a page of its own', () => {
    expect(shopCanonicalPath(q('category=femme&sort=price-low'))).toBe('/shop?category=femme');
    expect(shopCanonicalPath(q('brand=gucci&filter=promotions'))).toBe('/shop?brand=gucci');
    expect(shopCanonicalPath(q('brand=gucci&category=homme'))).toBe('/shop?category=homme&brand=gucci');
  });

  it('files a search, a filter, an order or an unknown value under the shop', () => {
    expect(shopCanonicalPath(q('search=robe&sort=newest&filter=nouveautes'))).toBe('/shop');
    expect(shopCanonicalPath(q('category=jardin&brand=inconnue'))).toBe('/shop');
  });
});

describe('shopDescription', () => {
  it("describes a category's or a brand's view, else the shop", () => {
    expect(shopDescription(q('category=femme'))).toContain('Collection Femme');
    expect(shopDescription(q('brand=gucci'))).toContain('Gucci');
    expect(shopDescription(q('search=robe'))).toBe(pageDescription);
  });
});

describe('shopTitle', () => {
  it('names each category', () => {
    expect(shopTitle(q('category=femme'))).toBe('Collection Femme');
    expect(shopTitle(q('category=homme'))).toBe('Collection Homme');
    expect(shopTitle(q('category=enfant'))).toBe('Collection Enfant');
    expect(shopTitle(q('category=accessoires'))).toBe('Collection Accessoires');
  });

  it('quotes a search, trimmed, before anything else', () => {
    expect(shopTitle(q('search=%20%20%C3%A9charpe%20&category=femme'))).toBe('Résultats pour « écharpe »');
  });

  it('names a brand', () => {
    expect(shopTitle(q('brand=dolce-gabbana'))).toBe('Dolce & Gabbana');
  });

  it('falls back to all collections for nothing, blanks and unknown values', () => {
    expect(shopTitle(q(''))).toBe('Toutes nos collections');
    expect(shopTitle(q('search=%20%20&category=bijoux&brand=inconnue'))).toBe('Toutes nos collections');
  });
});
