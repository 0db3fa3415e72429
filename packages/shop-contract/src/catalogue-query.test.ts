import { describe, expect, it } from 'vitest';
import {
  catalogueQueryEntries,
  catalogueQueryString,
  emptyCatalogueQuery,
  readCatalogueQuery,
} from './catalogue-query.js';

const read = (address: string) => readCatalogueQuery(new URLSearchParams(address));

describe('readCatalogueQuery', () => {
  it('reads every parameter of the shop', () => {
    const { query, rejected } = read(
      'category=femme&search=%20Écharpe%20&brand=gucci&filter=promotions&sort=price-low&size=M&size=L&colour=Noir' +
        '&price_min=50&price_max=199,5&available=true&page=3',
    );
    expect(rejected).toEqual([]);
    expect(query).toEqual({
      category: 'femme',
      search: 'Écharpe',
      brand: 'gucci',
      filter: 'promotions',
      sort: 'price-low',
      size: ['M', 'L'],
      colour: ['Noir'],
      priceMin: 50,
      priceMax: 199.5,
      available: true,
      page: 3,
    });
  });

  it('takes no parameter as the whole catalogue, first page, featured order', () => {
    expect(read('')).toEqual({ query: emptyCatalogueQuery, rejected: [] });
    expect(read('search=%20%20&category=').query).toEqual(emptyCatalogueQuery);
  });

  it('names what it cannot read and leaves it out', () => {
    const { query, rejected } = read(
      'category=chaussures&sort=cheap&filter=soldes&page=0&price_min=-5&price_max=1e3&available=yes&utm_source=x&brand=zara',
    );
    expect(rejected.map(({ key, why }) => `${key}:${why}`).sort()).toEqual([
      'available:invalid',
      'brand:invalid',
      'category:invalid',
      'filter:invalid',
      'page:invalid',
      'price_max:invalid',
      'price_min:invalid',
      'sort:invalid',
      'utm_source:unknown',
    ]);
    expect(query).toEqual(emptyCatalogueQuery);
  });

  it('refuses a scalar given twice, an endless page, too long a search and too many sizes', () => {
    expect(read('sort=newest&sort=featured').rejected).toEqual([{ key: 'sort', why: 'repeated' }]);
    const invalid = (key: string) => [{ key, why: 'invalid' }];
    expect(read('page=10001').rejected).toEqual(invalid('page'));
    expect(read(`search=${'a'.repeat(101)}`).rejected).toEqual(invalid('search'));
    expect(read(Array.from({ length: 31 }, (_, i) => `size=${i}`).join('&')).rejected).toEqual(
      invalid('size'),
    );
    expect(read(`colour=${'b'.repeat(61)}`).rejected).toEqual(invalid('colour'));
  });
});

describe('catalogueQueryEntries and catalogueQueryString', () => {
  it('writes one address per view: defaults left out, parameters in one order', () => {
    const { query } = read('page=2&colour=Noir&size=S&sort=featured&category=homme&available=true');
    expect(catalogueQueryString(query)).toBe('category=homme&size=S&colour=Noir&available=true&page=2');
    expect(catalogueQueryEntries(emptyCatalogueQuery)).toEqual([]);
    expect(catalogueQueryString(emptyCatalogueQuery)).toBe('');
  });

  it('reads back what it writes', () => {
    const { query } = read('search=robe&brand=prada&filter=nouveautes&sort=newest&price_min=10&price_max=20');
    expect(read(catalogueQueryString(query))).toEqual({
      query,
      rejected: [],
    });
  });
});
