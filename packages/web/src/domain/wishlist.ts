import type { CurrencyDisplay } from '@aurele/ui/format-price';
import { brandName } from './brand';
import { payablePrice } from './price';
import type { Product, Variant } from './product';

/** A saved product (docs/product/decisions.md): the variant chosen on the product page, else the displayed one. */
export interface WishlistItem {
  productId: string;
  /** null for a product without variants. */
  variantId: string | null;
  name: string;
  /** The brand's name, as shown. */
  brand: string | null;
  /** What the shopper pays for that variant; null when it has no price (« Prix sur demande »). */
  priceInCents: number | null;
  /** null when there is no price. */
  currency: string | null;
  /** How the store writes the currency (its digits); items saved before it was kept use Intl's own. */
  currencyDisplay?: CurrencyDisplay;
  image: string | null;
}

/** What a wishlist item is made of: a full product or a list's summary. */
type Saved = Pick<Product, 'id' | 'display_variant_id' | 'title' | 'brand' | 'price' | 'image'>;

export function wishlistItemFor(product: Saved, chosenVariant?: Variant): WishlistItem {
  // The product's own price is that of its displayed variant.
  const price = chosenVariant ? chosenVariant.price : product.price;
  return {
    productId: product.id,
    variantId: chosenVariant?.id ?? product.display_variant_id,
    name: product.title,
    brand: brandName(product.brand),
    priceInCents: price && payablePrice(price),
    currency: price?.currency ?? null,
    ...(price ? { currencyDisplay: price.currency_info } : {}),
    image: chosenVariant?.image_url ?? product.image,
  };
}

/** The price a saved (or recently seen) product shows, as the design system's Price takes it; null « sur demande ». */
export function itemPrice(
  item: WishlistItem,
): { amount: number; currency: string; display?: CurrencyDisplay } | null {
  return item.priceInCents !== null && item.currency !== null
    ? { amount: item.priceInCents, currency: item.currency, display: item.currencyDisplay }
    : null;
}
