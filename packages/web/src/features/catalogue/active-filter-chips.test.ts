import { describe, expect, it } from 'vitest';
import { activeFilterChips, withoutFacetChoices } from './active-filter-chips';
import type { PriceFacet } from './price-facet';
import { shopQueryOf } from './shop-query';

const queryOf = (search: string) => shopQueryOf(new URLSearchParams(search));
const euros: PriceFacet = {
  min: 3900,
  max: 279_000,
  currency_code: 'eur',
  currency: { code: 'EUR', symbol: '€', decimal_digits: 2 },
};
/** French numbers are spaced with no-break spaces: compared as plain ones. */
const chipsOf = (search: string) =>
  activeFilterChips(queryOf(search), euros).map(({ label, href }) => [
    label.replace(/[\u202f\u00a0]/g, ' '),
    href,
  ]);

describe('activeFilterChips', () => {
  it('lists the view’s refinements, then each of the panel’s choices, each with the address without it', () => {
    expect(
      chipsOf(
        'category=femme&search=robe&brand=gucci&filter=promotions&size=S&size=M&colour=Noir&available=true&page=2',
      ),
    ).toEqual([
      [
        'Recherche : robe',
        '/shop?category=femme&brand=gucci&filter=promotions&size=S&size=M&colour=Noir&available=true',
      ],
      [
        'Marque : Gucci',
        '/shop?category=femme&search=robe&filter=promotions&size=S&size=M&colour=Noir&available=true',
      ],
      ['Promotions', '/shop?category=femme&search=robe&brand=gucci&size=S&size=M&colour=Noir&available=true'],
      [
        'Taille : S',
        '/shop?category=femme&search=robe&brand=gucci&filter=promotions&size=M&colour=Noir&available=true',
      ],
      [
        'Taille : M',
        '/shop?category=femme&search=robe&brand=gucci&filter=promotions&size=S&colour=Noir&available=true',
      ],
      [
        'Couleur : Noir',
        '/shop?category=femme&search=robe&brand=gucci&filter=promotions&size=S&size=M&available=true',
      ],
      [
        'En stock',
        '/shop?category=femme&search=robe&brand=gucci&filter=promotions&size=S&size=M&colour=Noir',
      ],
    ]);
  });

  it('writes a price range in the store’s currency, open at either end', () => {
    expect(chipsOf('price_min=50&price_max=200')).toEqual([['Prix : de 50 € à 200 €', '/shop']]);
    expect(chipsOf('price_min=50&sort=newest')).toEqual([['Prix : dès 50 €', '/shop?sort=newest']]);
    expect(chipsOf('price_max=12.5')).toEqual([["Prix : jusqu'à 12,50 €", '/shop']]);
  });

  it('shows nothing for a view with no refinement, nor for values it cannot read', () => {
    expect(chipsOf('category=homme&sort=price-low&brand=inconnue&filter=soldes')).toEqual([]);
  });
});

describe('withoutFacetChoices', () => {
  it('lifts every size, colour, price and « En stock », and keeps the view they narrowed', () => {
    expect(
      withoutFacetChoices(
        queryOf('category=femme&search=robe&sort=newest&size=M&colour=Noir&price_max=200&available=true'),
      ),
    ).toBe('/shop?category=femme&search=robe&sort=newest');
  });
});
