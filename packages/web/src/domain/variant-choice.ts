import { optionFacet } from '@aurele/shop-contract';
import type { Product, Variant } from './product';
import { isSoldOut } from './stock';

/** One option a shopper chooses (« Taille », « Couleur »), with its values in the store's order. */
export interface OptionChoice {
  id: string;
  title: string;
  values: string[];
}

/** The variant's value for each option it carries, by option id. */
export function valuesOf(variant: Variant): Map<string, string> {
  return new Map(variant.options.map((option) => [option.option_id, option.value]));
}

/**
 * The product's options as choices, when they describe its variants: every variant has a value for every option.
 * Otherwise null, and the page offers the variants themselves by title.
 */
export function optionChoices(product: Product): OptionChoice[] | null {
  if (product.options.length === 0) return null;
  const described = product.variants.every((variant) => {
    const values = valuesOf(variant);
    return product.options.every((option) => values.has(option.id));
  });
  if (!described) return null;
  return product.options.map((option) => ({
    id: option.id,
    title: option.title,
    values: [...new Set(product.variants.map((variant) => valuesOf(variant).get(option.id) ?? ''))],
  }));
}

/**
 * The size a shopper must choose themselves (docs/product/screens.md, issue 27): the option the shop reads as a
 * size (« Taille », « Pointure »…), when it has several values. Null for a one-size product.
 */
export function sizeChoice(product: Product): OptionChoice | null {
  const choices = optionChoices(product) ?? [];
  return choices.find((choice) => optionFacet(choice.title) === 'size' && choice.values.length > 1) ?? null;
}

/**
 * The variants a shopper reaches by choosing `value` for one option, the other choices kept: one, or none when
 * the store does not sell that combination (several only in a store that repeats one). `unchosen` names an
 * option the shopper has not chosen yet (the size): any of its values will do.
 */
export function variantsWith(
  product: Product,
  current: Variant,
  optionId: string,
  value: string,
  unchosen?: string,
): Variant[] {
  const wanted = new Map(valuesOf(current)).set(optionId, value);
  if (unchosen !== undefined) wanted.delete(unchosen);
  return product.variants.filter((variant) => {
    const values = valuesOf(variant);
    return [...wanted].every(([option, chosen]) => values.get(option) === chosen);
  });
}

/** Not known to be unavailable: the store sells it and no counted stock says it is gone. */
const mayBeBought = (variant: Variant) => variant.available && !isSoldOut(variant);

/** Of the variants a choice leads to, the one to show: the current one's size if there, else one to buy. */
export function preferredOf(
  variants: readonly Variant[],
  current: Variant,
  sizeId: string,
): Variant | undefined {
  const size = valuesOf(current).get(sizeId);
  return (
    variants.find((variant) => valuesOf(variant).get(sizeId) === size) ??
    variants.find(mayBeBought) ??
    variants[0]
  );
}

/**
 * The variant to show for a colour the address names (`?colour=`, a card's disc): one of that colour to buy,
 * else any of it; undefined when the product has no such colour.
 */
export function variantInColour(product: Product, colour: string | null): Variant | undefined {
  if (colour === null) return undefined;
  const option = product.options.find((candidate) => optionFacet(candidate.title) === 'colour');
  if (!option) return undefined;
  const inColour = product.variants.filter((variant) => valuesOf(variant).get(option.id) === colour);
  return inColour.find(mayBeBought) ?? inColour[0];
}

/**
 * The variant a page opens on: the one the address names; else the one whose price the product shows, unless it
 * is unavailable or sold out and another is not. The server, which knows no stock, knows availability: it opens on
 * the variant the browser keeps once the stock is known, unless that stock says otherwise.
 */
export function initialVariant(product: Product, requestedId: string | null): Variant | undefined {
  const requested = product.variants.find((variant) => variant.id === requestedId);
  if (requested) return requested;
  const shown = product.variants.find((variant) => variant.id === product.display_variant_id);
  if (shown && mayBeBought(shown)) return shown;
  return product.variants.find(mayBeBought) ?? shown ?? product.variants[0];
}
