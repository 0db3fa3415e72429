import { describe, expect, it } from 'vitest';
import { shopTitle } from './shop-title';

describe('shopTitle', () => {
  it('names each category', () => {
    expect(shopTitle({ category: 'femme' })).toBe('Collection Femme');
    expect(shopTitle({ category: 'homme' })).toBe('Collection Homme');
    expect(shopTitle({ category: 'enfant' })).toBe('Collection Enfant');
    expect(shopTitle({ category: 'accessoires' })).toBe('Collection Accessoires');
  });

  it('quotes a search, trimmed, before anything else', () => {
    expect(shopTitle({ search: '  écharpe ', category: 'femme' })).toBe('Résultats pour « écharpe »');
  });

  it('names a brand', () => {
    expect(shopTitle({ brand: 'dolce-gabbana' })).toBe('Dolce & Gabbana');
  });

  it('falls back to all collections for nothing, blanks and unknown values', () => {
    expect(shopTitle({})).toBe('Toutes nos collections');
    expect(shopTitle({ search: '   ', category: 'bijoux', brand: 'inconnue' })).toBe(
      'Toutes nos collections',
    );
  });
});
