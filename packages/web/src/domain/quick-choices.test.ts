import { describe, expect, it } from 'vitest';
import { aProduct, aVariant } from '../testing/catalogue-fixtures';
import type { Product, Variant } from './product';
import { openingColour, quickChoices } from './quick-choices';

function variant(id: string, size: string, colour: string, stock = 5, available = true): Variant {
  return aVariant({
    id,
    title: `${size} / ${colour}`,
    inventory_quantity: stock,
    available,
    options: [
      { id: `${id}-size`, option_id: 'size', value: size },
      { id: `${id}-colour`, option_id: 'colour', value: colour },
    ],
  });
}

// The wishlist's case of issue 27: the first variant (36 / Ivoire) is sold out, 38 and 40 are not.
const dress: Product = aProduct({
  options: [
    { id: 'size', title: 'Taille', values: [] },
    { id: 'colour', title: 'Couleur', values: [] },
  ],
  variants: [
    variant('36-ivory', '36', 'Ivoire', 0),
    variant('38-ivory', '38', 'Ivoire'),
    variant('40-ivory', '40', 'Ivoire'),
    variant('36-wine', '36', 'Bordeaux'),
    variant('38-wine', '38', 'Bordeaux', 3, false),
  ],
});

const summary = (product: Product, colour?: string) =>
  quickChoices(product, colour).choices.map(({ value, variant: { id }, soldOut }) => [value, id, soldOut]);

describe('quickChoices', () => {
  it('offers the sizes of the chosen colour, a sold-out or unavailable one marked', () => {
    expect(quickChoices(dress, 'Ivoire')).toMatchObject({
      by: 'size',
      colours: { values: ['Ivoire', 'Bordeaux'] },
    });
    expect(summary(dress, 'Ivoire')).toEqual([
      ['36', '36-ivory', true],
      ['38', '38-ivory', false],
      ['40', '40-ivory', false],
    ]);
    // No 40 in bordeaux: not offered at all.
    expect(summary(dress, 'Bordeaux')).toEqual([
      ['36', '36-wine', false],
      ['38', '38-wine', true],
    ]);
  });

  it('offers each variant by its title when the product has no sizes to choose', () => {
    const scarf = aProduct({
      options: [{ id: 'colour', title: 'Couleur', values: [] }],
      variants: [
        aVariant({ id: 'black', title: 'Noir', options: [{ id: 'b', option_id: 'colour', value: 'Noir' }] }),
        aVariant({
          id: 'camel',
          title: 'Camel',
          options: [{ id: 'c', option_id: 'colour', value: 'Camel' }],
        }),
      ],
    });
    expect(quickChoices(scarf, undefined)).toMatchObject({ by: 'variant', colours: null });
    expect(summary(scarf)).toEqual([
      ['Noir', 'black', false],
      ['Camel', 'camel', false],
    ]);
  });
});

describe('openingColour', () => {
  it('opens on the colour asked for, else the saved variant’s, else the first colour there is to buy', () => {
    expect(openingColour(dress, { colour: 'Bordeaux' })).toBe('Bordeaux');
    expect(openingColour(dress, { variantId: '36-wine' })).toBe('Bordeaux');
    expect(openingColour(dress, { colour: 'Vert' })).toBe('Ivoire');
    expect(openingColour(dress, {})).toBe('Ivoire');
  });
});
