import type { TileColour } from '@aurele/shop-contract';
import type { Product } from './product';

/**
 * A product as a list shows it (a card, a suggestion): what the BFF's catalogue answers carry, named as the full
 * product names them, so that what serves one (a wishlist item, a price) serves both. A list knows no stock.
 */
export type ProductSummary = Pick<
  Product,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'ribbon_text'
  | 'brand'
  | 'image'
  | 'price'
  | 'purchasable'
  | 'display_variant_id'
> & {
  /** false when the store says the displayed variant cannot be bought now. */
  display_variant_available: boolean;
  /** One variant: a card adds it; several: a card leads to the product page to choose. */
  variant_count: number;
  /** Its colours, each with the photo a card shows for it; empty without a colour option. */
  colours: TileColour[];
  /** Its next picture, shown when a desktop pointer rests on the card; null with one picture. */
  second_image: string | null;
};
