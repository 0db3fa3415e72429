import type { TileColour } from '@aurele/shop-contract';
import type { ProductSummary } from '../../domain/product-summary';

/**
 * The colour a card shows in a list filtered on colours: the product's first colour among them, so that with
 * « Couleur : Noir » on, a card shows its black photo and opens the product on that colour. None otherwise:
 * the card shows the product's own photo. The values are the store's, as the filter sends them.
 */
export function shownColour(
  product: Pick<ProductSummary, 'colours'>,
  filteredColours: readonly string[],
): TileColour | undefined {
  return product.colours.find((colour) => filteredColours.includes(colour.value));
}

/** A colour of the product by its value, if it has it. */
export function colourNamed(
  product: Pick<ProductSummary, 'colours'>,
  value: string | undefined,
): TileColour | undefined {
  return value === undefined ? undefined : product.colours.find((colour) => colour.value === value);
}

/**
 * The product page's address, opened on the card's colour when it shows one: the colour and not a variant, so the
 * page still leaves the size to the shopper.
 */
export function productPathOn(path: string, colour: TileColour | undefined): string {
  return colour ? `${path}?colour=${encodeURIComponent(colour.value)}` : path;
}
