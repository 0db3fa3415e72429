import { describe, expect, it } from 'vitest';
import { aSummary } from '../../testing/catalogue-fixtures';
import { productPathOn, shownColour } from './shown-colour';

const ivory = { value: 'Ivoire', image: 'https://cdn.example.test/ivoire.jpg' };
const black = { value: 'Noir', image: null };
const dress = aSummary({ colours: [ivory, black] });

describe('shownColour', () => {
  it('shows nothing of its own without a colour filter: the product’s photo stays', () => {
    expect(shownColour(dress, [])).toBeUndefined();
  });

  it('shows the product’s first colour among those filtered on', () => {
    expect(shownColour(dress, ['Noir'])).toBe(black);
    expect(shownColour(dress, ['Rouge', 'Noir', 'Ivoire'])).toBe(ivory);
  });

  it('shows nothing when none of its colours is filtered on, or it has none', () => {
    expect(shownColour(dress, ['Rouge'])).toBeUndefined();
    expect(shownColour(aSummary(), ['Noir'])).toBeUndefined();
  });
});

describe('productPathOn', () => {
  it('opens the product on the colour, its size still to choose', () => {
    expect(productPathOn('/product/prod_1', black)).toBe('/product/prod_1?colour=Noir');
    expect(productPathOn('/product/prod_1', { ...black, value: 'Bleu nuit' })).toBe(
      '/product/prod_1?colour=Bleu%20nuit',
    );
    expect(productPathOn('/product/prod_1', undefined)).toBe('/product/prod_1');
  });
});
