import { stableNumber } from '../stable-hash.js';
import type { ColourName } from './colours.js';
import { variantId } from './ids.js';
import type { ProductSeed } from './product-seed.js';

/** One variant of a product before it takes the storefront's shape. */
export interface VariantPlan {
  readonly id: string;
  /** « M / Camel », or « Camel » when the product has no sizes. */
  readonly title: string;
  readonly size: string | null;
  readonly colour: ColourName;
  /** null: the variant has no price. */
  readonly amount: number | null;
  readonly saleAmount: number | null;
  /** null: the variant does not manage inventory. */
  readonly stock: number | null;
}

/** A comfortable stock, different for each variant but the same on every run. */
const plentyFor = (key: string) => 6 + (stableNumber(key) % 25);

/** The sale price, rounded to a whole unit of the currency as a shop would print it. */
export const discounted = (amount: number, percent: number) =>
  Math.round((amount * (100 - percent)) / 10_000) * 100;

/** Every colour × size of a seed, colour by colour, sizes in their order. */
export function planVariants(seed: ProductSeed): VariantPlan[] {
  const sizes: readonly (string | null)[] = seed.sizes ?? [null];
  return seed.colours.flatMap((colour) =>
    sizes.map((size) => {
      const title = size ? `${size} / ${colour}` : colour;
      const amount = (size === null ? undefined : seed.prices?.[size]) ?? seed.prices?.[colour] ?? seed.price;
      return {
        id: variantId(seed.slug, title),
        title,
        size,
        colour,
        amount,
        saleAmount: amount !== null && seed.discount ? discounted(amount, seed.discount) : null,
        stock: stockFor(seed, title, size, colour),
      };
    }),
  );
}

function stockFor(seed: ProductSeed, title: string, size: string | null, colour: ColourName): number | null {
  if (seed.stock === 'made-to-order') return null;
  const named = seed.stock?.[title] ?? (size ? seed.stock?.[size] : undefined) ?? seed.stock?.[colour];
  return named ?? plentyFor(`${seed.slug}/${title}`);
}
