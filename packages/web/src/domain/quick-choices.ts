import { optionFacet } from '@aurele/shop-contract';
import type { Product, Variant } from './product';
import { isSoldOut } from './stock';
import { type OptionChoice, optionChoices, sizeChoice, valuesOf } from './variant-choice';

/** One button of quick add's picker: the value it reads (« 38 »), the variant it adds, whether it cannot. */
export interface QuickChoice {
  value: string;
  variant: Variant;
  /** Struck through and not pressable: the store does not sell it now, or its counted stock is gone. */
  soldOut: boolean;
}

/** What quick add offers for a product: its colours to choose first (when it has several), then what adds. */
export interface QuickChoices {
  /** Sizes to choose, or the variants themselves. */
  by: 'size' | 'variant';
  colours: OptionChoice | null;
  /** The sizes in the chosen colour; for a product without sizes, each variant by its title. */
  choices: QuickChoice[];
}

const cannotBeBought = (variant: Variant) => !variant.available || !variant.price || isSoldOut(variant);

const choiceOf = (value: string, variant: Variant): QuickChoice => ({
  value,
  variant,
  soldOut: cannotBeBought(variant),
});

/**
 * The picker's choices, `colour` chosen (the card's shown colour, or the saved variant's). Sizes and colours are
 * the shop's own two choices; a product whose options are others (or that its options do not describe) offers
 * its variants by title, each a button.
 */
export function quickChoices(product: Product, colour: string | undefined): QuickChoices {
  const options = optionChoices(product);
  const size = sizeChoice(product);
  const colours = options?.find(
    (option) => optionFacet(option.title) === 'colour' && option.values.length > 1,
  );
  const others = options?.filter(
    (option) => option.id !== size?.id && option.id !== colours?.id && option.values.length > 1,
  );
  if (!size || (others?.length ?? 0) > 0) {
    return {
      by: 'variant',
      colours: null,
      choices: product.variants.map((variant) => choiceOf(variant.title, variant)),
    };
  }
  const inColour = (variant: Variant) =>
    !colours || colour === undefined || valuesOf(variant).get(colours.id) === colour;
  const choices = size.values.flatMap((value) => {
    const variant = product.variants.find(
      (candidate) => inColour(candidate) && valuesOf(candidate).get(size.id) === value,
    );
    return variant ? [choiceOf(value, variant)] : [];
  });
  return { by: 'size', colours: colours ?? null, choices };
}

/**
 * The colour quick add opens on: the one asked for (a card's), else that of a variant (the wishlist's saved one),
 * if the product has it; else the first of its colours to buy.
 */
export function openingColour(
  product: Product,
  asked: { colour?: string; variantId?: string | null },
): string | undefined {
  const colours = optionChoices(product)?.find((option) => optionFacet(option.title) === 'colour');
  if (!colours) return undefined;
  const saved = product.variants.find((variant) => variant.id === asked.variantId);
  const wanted = asked.colour ?? (saved && valuesOf(saved).get(colours.id));
  if (wanted !== undefined && colours.values.includes(wanted)) return wanted;
  const buyable = product.variants.find((variant) => !cannotBeBought(variant));
  return (buyable && valuesOf(buyable).get(colours.id)) ?? colours.values[0];
}
