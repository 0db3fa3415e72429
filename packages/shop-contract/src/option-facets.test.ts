import { describe, expect, it } from 'vitest';
import { optionFacet } from './option-facets.js';

describe('optionFacet', () => {
  it('knows sizes and colours by their titles in several languages, whatever the case and accents', () => {
    expect(['Taille', 'POINTURE', 'Size', 'Größe', 'Âge'].map(optionFacet)).toEqual(Array(5).fill('size'));
    expect(['Couleur', 'Coloris', 'color', 'Colour', ' Teinte '].map(optionFacet)).toEqual(
      Array(5).fill('colour'),
    );
  });

  it('leaves any other option out', () => {
    expect(optionFacet('Matière')).toBeUndefined();
    expect(optionFacet('Gravure')).toBeUndefined();
  });
});
