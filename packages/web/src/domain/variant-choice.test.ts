import { describe, expect, it } from 'vitest';
import { aProduct, aVariant } from '../testing/catalogue-fixtures';
import type { Product, Variant } from './product';
import {
  initialVariant,
  optionChoices,
  preferredOf,
  sizeChoice,
  variantInColour,
  variantsWith,
} from './variant-choice';

const size = { id: 'size', title: 'Taille', values: [] };
const colour = { id: 'colour', title: 'Couleur', values: [] };

function variant(id: string, sizeValue: string, colourValue: string, stock = 5): Variant {
  return aVariant({
    id,
    title: `${sizeValue} / ${colourValue}`,
    inventory_quantity: stock,
    options: [
      { id: `${id}-size`, option_id: 'size', value: sizeValue },
      { id: `${id}-colour`, option_id: 'colour', value: colourValue },
    ],
  });
}

const dress: Product = aProduct({
  options: [size, colour],
  variants: [
    variant('36-ivory', '36', 'Ivoire', 0),
    variant('38-ivory', '38', 'Ivoire'),
    variant('36-wine', '36', 'Bordeaux'),
  ],
  display_variant_id: '36-ivory',
});
const [ivory36, ivory38, wine36] = dress.variants as [Variant, Variant, Variant];

describe('optionChoices', () => {
  it('lists each option’s values once, in order', () => {
    expect(optionChoices(dress)).toEqual([
      { id: 'size', title: 'Taille', values: ['36', '38'] },
      { id: 'colour', title: 'Couleur', values: ['Ivoire', 'Bordeaux'] },
    ]);
  });

  it('gives up when options do not describe every variant', () => {
    expect(optionChoices(aProduct({ options: [] }))).toBeNull();
    expect(
      optionChoices({ ...dress, variants: [...dress.variants, aVariant({ id: 'bare', options: [] })] }),
    ).toBeNull();
  });
});

describe('variantsWith', () => {
  it('finds the variant with the chosen value and the other choices kept', () => {
    expect(variantsWith(dress, ivory36, 'colour', 'Bordeaux')).toEqual([wine36]);
    expect(variantsWith(dress, ivory36, 'size', '38')).toEqual([ivory38]);
  });

  it('finds none for a combination the store does not sell', () => {
    expect(variantsWith(dress, ivory38, 'colour', 'Bordeaux')).toEqual([]);
  });

  it('finds a colour in any size while the size is not chosen', () => {
    expect(variantsWith(dress, ivory38, 'colour', 'Bordeaux', 'size')).toEqual([wine36]);
    expect(variantsWith(dress, wine36, 'colour', 'Ivoire', 'size')).toEqual([ivory36, ivory38]);
  });
});

describe('sizeChoice', () => {
  it('is the option read as a size, when it has several values', () => {
    expect(sizeChoice(dress)).toEqual({ id: 'size', title: 'Taille', values: ['36', '38'] });
    expect(sizeChoice({ ...dress, options: [{ ...size, title: 'Pointure' }, colour] })?.id).toBe('size');
  });

  it('is null for a one-size product, or options that are not sizes', () => {
    expect(sizeChoice({ ...dress, variants: [ivory38] })).toBeNull();
    expect(sizeChoice({ ...dress, options: [{ ...size, title: 'Matière' }, colour] })).toBeNull();
    expect(sizeChoice(aProduct({ options: [] }))).toBeNull();
  });
});

describe('preferredOf', () => {
  it('keeps the size shown, else takes one that may be bought', () => {
    expect(preferredOf([ivory36, ivory38], wine36, 'size')).toBe(ivory36);
    expect(preferredOf([ivory36, ivory38], variant('40-wine', '40', 'Bordeaux'), 'size')).toBe(ivory38);
    expect(preferredOf([], ivory36, 'size')).toBeUndefined();
  });
});

describe('initialVariant', () => {
  it('opens on the variant the address names', () => {
    expect(initialVariant(dress, '36-wine')).toBe(wine36);
  });

  it('opens on the displayed variant, or the first in stock when it is sold out', () => {
    expect(initialVariant(dress, null)).toBe(ivory38);
    expect(initialVariant({ ...dress, display_variant_id: '36-wine' }, 'unknown')).toBe(wine36);
  });

  it('opens, stock still unknown (as the server renders), on the first variant the store says is available', () => {
    const unknownStock = (source: Variant, available: boolean) =>
      ({ ...source, inventory_quantity: undefined, available }) satisfies Variant;
    const served = {
      ...dress,
      variants: [unknownStock(ivory36, false), unknownStock(ivory38, true), unknownStock(wine36, true)],
    };
    expect(initialVariant(served, null)?.id).toBe('38-ivory');
  });

  it('opens on the displayed variant when everything is sold out', () => {
    const soldOut = {
      ...dress,
      variants: [variant('a', '36', 'Ivoire', 0), variant('b', '38', 'Ivoire', 0)],
    };
    expect(initialVariant({ ...soldOut, display_variant_id: 'b' }, null)?.id).toBe('b');
  });
});

describe('variantInColour', () => {
  it('opens on a variant of the colour the address names, one to buy first', () => {
    expect(variantInColour(dress, 'Ivoire')).toBe(ivory38);
    expect(variantInColour(dress, 'Bordeaux')).toBe(wine36);
  });

  it('names none for no colour, a colour the product lacks, or a product without colours', () => {
    expect(variantInColour(dress, null)).toBeUndefined();
    expect(variantInColour(dress, 'Noir')).toBeUndefined();
    expect(variantInColour(aProduct(), 'Ivoire')).toBeUndefined();
  });
});
