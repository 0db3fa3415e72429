import { describe, expect, it } from 'vitest';
import { shopQueryOf } from './shop-query';
import { shopTitle } from './shop-title';

const q = (address: string) => shopQueryOf(new URLSearchParams(address));

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
