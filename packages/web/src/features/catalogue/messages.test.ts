import { describe, expect, it } from 'vitest';
import { HttpError } from '../../storefront/http-error';
import { foundCount, loadErrorDetail, moreSizes, priceRefinement, productCount, seenCount } from './messages';

describe('loadErrorDetail', () => {
  it('shows the error text after the product’s prefix, with its fallback', () => {
    expect(loadErrorDetail(new HttpError(503, 'Service Unavailable'))).toBe(
      'Error loading products: HTTP 503: Service Unavailable',
    );
    expect(loadErrorDetail('boom')).toBe('Error loading products: Failed to load products');
  });
});

describe('seenCount', () => {
  it('counts how far the shopper has come, one in the singular', () => {
    expect(seenCount(24, 120)).toBe('Vous avez vu 24 créations sur 120');
    expect(seenCount(1, 1)).toBe('Vous avez vu 1 création sur 1');
  });
});

describe('productCount', () => {
  it('reads a facet value’s count in French: none, one, several', () => {
    expect(productCount(0)).toBe('aucun produit');
    expect(productCount(1)).toBe('1 produit');
    expect(productCount(12)).toBe('12 produits');
  });
});

describe('priceRefinement', () => {
  it('says a range, or its one end', () => {
    expect(priceRefinement('50 €', '200 €')).toBe('Prix : de 50 € à 200 €');
    expect(priceRefinement('50 €', undefined)).toBe('Prix : dès 50 €');
    expect(priceRefinement(undefined, '200 €')).toBe("Prix : jusqu'à 200 €");
  });
});

describe('foundCount', () => {
  it('says what the filters find, agreeing in number', () => {
    expect(foundCount(0)).toBe('Aucune création trouvée');
    expect(foundCount(1)).toBe('1 création trouvée');
    expect(foundCount(12)).toBe('12 créations trouvées');
  });
});

describe('moreSizes', () => {
  it('counts the hidden sizes, one in the singular', () => {
    expect(moreSizes(25)).toBe('Afficher 25 tailles de plus');
    expect(moreSizes(1)).toBe('Afficher 1 taille de plus');
  });
});
