import type { Variant } from './product';
import { isSoldOut } from './stock';

/**
 * What a value of the variant picker leads to: variants that may be bought, variants whose known stock is all
 * gone (shown struck through, still chosen to read them), or none at all (the store does not sell it: disabled).
 */
export type ValueAvailability = 'on-sale' | 'sold-out' | 'not-sold';

/**
 * The availability of the variants a value leads to. Sold out only when every one has a known stock of 0: a
 * variant without inventory is never sold out, and an unknown stock (not yet asked) is never said to be.
 */
export function availabilityOf(variants: readonly Variant[]): ValueAvailability {
  if (variants.length === 0) return 'not-sold';
  return variants.every(isSoldOut) ? 'sold-out' : 'on-sale';
}
