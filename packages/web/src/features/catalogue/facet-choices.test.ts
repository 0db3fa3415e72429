import { describe, expect, it } from 'vitest';
import { facetChoiceCount, hasFacets, keptParameters } from './facet-choices';
import { shopQueryOf } from './shop-query';

const queryOf = (search: string) => shopQueryOf(new URLSearchParams(search));

describe('facetChoiceCount', () => {
  it('counts each size and colour, a price range once, and « En stock »', () => {
    expect(facetChoiceCount(queryOf('category=femme&search=robe'))).toBe(0);
    expect(facetChoiceCount(queryOf('size=S&size=M&colour=Noir'))).toBe(3);
    expect(facetChoiceCount(queryOf('price_min=50&price_max=200&available=true'))).toBe(2);
    expect(facetChoiceCount(queryOf('price_max=200'))).toBe(1);
  });
});

describe('keptParameters', () => {
  it('keeps the view the filters narrow, in the address’s order, without the filters nor the page', () => {
    const query = queryOf(
      'category=femme&search=robe&sort=price-low&size=M&colour=Noir&price_min=50&available=true&page=3',
    );
    expect(keptParameters(query)).toEqual([
      ['category', 'femme'],
      ['search', 'robe'],
      ['sort', 'price-low'],
    ]);
  });
});

describe('hasFacets', () => {
  it('is false for a store whose answers bring nothing to filter by', () => {
    expect(hasFacets({ category: [] })).toBe(false);
    expect(hasFacets({ category: [], available: 0 })).toBe(true);
    expect(hasFacets({ category: [], size: [{ value: 'M', count: 2 }] })).toBe(true);
  });
});
