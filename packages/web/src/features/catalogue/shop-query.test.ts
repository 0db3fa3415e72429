import { describe, expect, it } from 'vitest';
import { catalogueQueryFrom, shopHref } from './shop-query';

describe('catalogueQueryFrom', () => {
  it('reads the shop’s parameters, null when absent', () => {
    expect(catalogueQueryFrom(new URLSearchParams('category=femme&search=%C3%A9charpe&sort=newest'))).toEqual(
      {
        category: 'femme',
        search: 'écharpe',
        brand: null,
        filter: null,
        sort: 'newest',
      },
    );
  });
});

describe('shopHref', () => {
  const current = new URLSearchParams('category=femme&sort=price-low&filter=promotions');

  it('sets and removes parameters, keeping the others', () => {
    expect(shopHref(current, { category: 'homme', filter: null })).toBe(
      '/shop?category=homme&sort=price-low',
    );
  });

  it('leaves the default order out of the address', () => {
    expect(shopHref(current, { sort: 'featured' })).toBe('/shop?category=femme&filter=promotions');
    expect(shopHref(new URLSearchParams('sort=newest'), { sort: 'featured' })).toBe('/shop');
  });
});
