import { emptyCatalogueQuery } from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { listKeyOf, shopHref, shopQueryOf, withoutBlankParameters } from './shop-query';

describe('shopQueryOf', () => {
  it('reads the shop parameters and ignores what it cannot read', () => {
    expect(
      shopQueryOf(new URLSearchParams('category=femme&search=%C3%A9charpe&sort=oops&utm=1&page=2')),
    ).toEqual({
      ...emptyCatalogueQuery,
      category: 'femme',
      search: 'écharpe',
      page: 2,
    });
  });
});

describe('shopHref', () => {
  const current = shopQueryOf(new URLSearchParams('category=femme&filter=promotions&size=M&page=3'));

  it('changes the query and starts again from the first page', () => {
    expect(shopHref(current, { category: 'homme', filter: undefined })).toBe('/shop?category=homme&size=M');
    expect(shopHref(current, { colour: ['Noir', 'Camel'] })).toBe(
      '/shop?category=femme&filter=promotions&size=M&colour=Noir&colour=Camel',
    );
  });

  it('goes to another page of the same list', () => {
    expect(shopHref(current, { page: 4 })).toBe('/shop?category=femme&filter=promotions&size=M&page=4');
  });

  it('turns what the filter form sends into the address of the list it asks for', () => {
    // Hidden fields first, then the ticked boxes and the price fields, blank or not, as a browser sends them.
    const sent = new URLSearchParams(
      'category=femme&sort=price-low&size=M&size=L&colour=Bleu+nuit&price_min=&price_max=200&available=true',
    );
    expect(shopHref(shopQueryOf(sent), {})).toBe(
      '/shop?category=femme&sort=price-low&size=M&size=L&colour=Bleu+nuit&price_max=200&available=true',
    );
  });

  it('unticks one value of several, and lifts a price range and « En stock »', () => {
    const filtered = shopQueryOf(
      new URLSearchParams('size=S&size=M&price_min=50&price_max=200&available=true'),
    );
    expect(shopHref(filtered, { size: ['S'] })).toBe(
      '/shop?size=S&price_min=50&price_max=200&available=true',
    );
    expect(shopHref(filtered, { priceMin: undefined, priceMax: undefined, available: false })).toBe(
      '/shop?size=S&size=M',
    );
  });

  it('leaves the defaults out of the address', () => {
    expect(shopHref(current, { sort: 'featured', category: undefined, filter: undefined, size: [] })).toBe(
      '/shop',
    );
  });
});

describe('listKeyOf', () => {
  it('is the same for every page of a list, and differs from list to list', () => {
    const first = shopQueryOf(new URLSearchParams('category=femme'));
    expect(listKeyOf({ ...first, page: 5 })).toBe(listKeyOf(first));
    expect(listKeyOf({ ...first, sort: 'newest' })).not.toBe(listKeyOf(first));
  });
});

describe('withoutBlankParameters', () => {
  it('drops the empty shop parameters and keeps the rest in its order', () => {
    expect(
      withoutBlankParameters(
        new URLSearchParams('category=femme&size=M&price_min=&price_max=&utm_source=&size=L'),
      )?.toString(),
    ).toBe('category=femme&size=M&utm_source=&size=L');
    expect(withoutBlankParameters(new URLSearchParams('price_min=&price_max='))?.toString()).toBe('');
  });

  it('is null when the shop has no empty parameter', () => {
    expect(withoutBlankParameters(new URLSearchParams('category=femme&price_min=20&utm_source='))).toBeNull();
    expect(withoutBlankParameters(new URLSearchParams(''))).toBeNull();
  });
});
