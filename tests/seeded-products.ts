import type {
  Product as RawProduct,
  Variant as RawVariant,
  VariantStockResponse,
} from '@aurele/storefront-contract';
import type { APIRequestContext } from '@playwright/test';
import { displayVariant } from './catalogue-helpers.ts';

// How a test picks what it needs from the seed, read through `catalogue`: the first product that fits, or an
// error naming what the seed lacks (a seed edited under the tests then says which test lost its product).

/** What `pick` finds in the first product of `products` where it finds something; `wanted` names it otherwise. */
export function pickFromSeed<T>(
  products: RawProduct[],
  pick: (product: RawProduct) => T | undefined,
  wanted: string,
): T {
  for (const product of products) {
    const found = pick(product);
    if (found !== undefined) return found;
  }
  throw new Error(`The seed has no ${wanted}`);
}

/** The first of `products` that `fits`. */
export const seededProduct = (
  products: RawProduct[],
  fits: (product: RawProduct) => boolean,
  wanted: string,
) => pickFromSeed(products, (product) => (fits(product) ? product : undefined), wanted);

/** The first of `products`, whatever it is. */
export const firstProduct = (products: RawProduct[]) => seededProduct(products, () => true, 'product');

/** The first product a shopper can buy with a variant that `fits`, and the first such variant. */
export const seededVariant = (
  products: RawProduct[],
  fits: (variant: RawVariant, product: RawProduct) => boolean,
  wanted: string,
) =>
  pickFromSeed(
    products,
    (product) => {
      // The shop sells what the storefront does not say it cannot sell.
      if (product.purchasable === false) return undefined;
      const variant = product.variants.find((candidate) => fits(candidate, product));
      return variant && { product, variant };
    },
    wanted,
  );

/** At least `units` in a stock the storefront counts down: the page says « N en stock! », a sale takes from it. */
export const countedStock = (variant: RawVariant, units: number) =>
  variant.manage_inventory && (variant.inventory_quantity ?? 0) >= units;

/** A product to buy and its first variant with three units or more in a counted stock: enough for an add or two. */
export const stockedVariant = (products: RawProduct[]) =>
  seededVariant(products, (variant) => countedStock(variant, 3), 'stocked variant');

/** A product to buy with one variant only, `least` to `most` in stock: a test adds them all, then one more. */
export function smallStock(products: RawProduct[], least: number, most: number) {
  const { product, variant } = seededVariant(
    products,
    (candidate, of) =>
      of.variants.length === 1 &&
      countedStock(candidate, least) &&
      (candidate.inventory_quantity ?? 0) <= most,
    'one-variant product with a small stock',
  );
  return { product, variant, stock: variant.inventory_quantity ?? 0 };
}

/** A product to buy with at least `units` of the variant it shows first in stock, and that variant. */
export const shownVariantInStock = (products: RawProduct[], units: number) =>
  seededVariant(
    products,
    (variant, product) => variant === displayVariant(product) && countedStock(variant, units),
    `product with ${units} in stock`,
  );

/** What is left of a variant now: `/api/variants` is never cached. */
export async function stockOf(request: APIRequestContext, productId: string, variantId: string) {
  const answer = await request.get(`/api/variants?product_ids[]=${productId}`);
  const { variants } = (await answer.json()) as VariantStockResponse;
  return variants.find((variant) => variant.id === variantId)?.inventory_quantity;
}
