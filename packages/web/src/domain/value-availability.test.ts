import { describe, expect, it } from 'vitest';
import { aProduct, aVariant } from '../testing/catalogue-fixtures';
import type { Variant } from './product';
import { availabilityOf } from './value-availability';
import { variantsWith } from './variant-choice';

const withStock = (inventory_quantity: number | null | undefined, manage_inventory = true) =>
  aVariant({ inventory_quantity, manage_inventory });

describe('availabilityOf', () => {
  it('is sold out when every variant the value leads to has a known stock of 0', () => {
    expect(availabilityOf([withStock(0)])).toBe('sold-out');
    expect(availabilityOf([withStock(0), withStock(0)])).toBe('sold-out');
  });

  it('is on sale while one of them has stock left', () => {
    expect(availabilityOf([withStock(3)])).toBe('on-sale');
    expect(availabilityOf([withStock(0), withStock(1)])).toBe('on-sale');
  });

  it('never says sold out for a variant without inventory, nor for a stock not known yet', () => {
    expect(availabilityOf([withStock(null)])).toBe('on-sale');
    expect(availabilityOf([withStock(0, false)])).toBe('on-sale');
    expect(availabilityOf([withStock(undefined)])).toBe('on-sale');
    expect(availabilityOf([withStock(0), withStock(undefined)])).toBe('on-sale');
  });

  it('is not sold when the value leads to no variant', () => {
    expect(availabilityOf([])).toBe('not-sold');
  });
});

describe('a value of the picker, the other choices kept', () => {
  const variant = (size: string, colour: string, inventory_quantity: number) =>
    aVariant({
      id: `${size}-${colour}`,
      inventory_quantity,
      options: [
        { id: `${size}-${colour}-size`, option_id: 'size', value: size },
        { id: `${size}-${colour}-colour`, option_id: 'colour', value: colour },
      ],
    });
  // 36 is gone in ivory only; 40 is made in ivory only.
  const dress = aProduct({
    variants: [
      variant('36', 'Ivoire', 0),
      variant('38', 'Ivoire', 4),
      variant('40', 'Ivoire', 2),
      variant('36', 'Bordeaux', 1),
      variant('38', 'Bordeaux', 0),
    ],
  });
  const [ivory36, ivory38, , wine36] = dress.variants as Variant[];
  const sizeFrom = (current: Variant | undefined, size: string) =>
    current && availabilityOf(variantsWith(dress, current, 'size', size));

  it('is sold out with one colour and on sale with another', () => {
    expect(sizeFrom(ivory38, '36')).toBe('sold-out');
    expect(sizeFrom(wine36, '36')).toBe('on-sale');
    expect(sizeFrom(wine36, '38')).toBe('sold-out');
  });

  it('is not sold when the chosen colour is not made in it', () => {
    expect(sizeFrom(ivory36, '40')).toBe('on-sale');
    expect(sizeFrom(wine36, '40')).toBe('not-sold');
  });
});
