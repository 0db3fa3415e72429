import { brandName } from './brand';
import { payablePrice } from './price';
import type { Product, Variant } from './product';

/** A saved product (DECISIONS.md): the variant chosen on the product page, else the displayed one. */
export interface WishlistItem {
  productId: string;
  variantId: string;
  name: string;
  /** The brand's name, as shown. */
  brand: string | null;
  /** What the shopper pays for that variant. */
  priceInCents: number;
  currency: string;
  image: string | null;
}

export function wishlistItemFor(product: Product, chosenVariant?: Variant): WishlistItem {
  // The product's own price fields are those of its displayed variant.
  const priced = chosenVariant ?? product;
  return {
    productId: product.id,
    variantId: chosenVariant?.id ?? product.display_variant_id,
    name: product.title,
    brand: brandName(product.brand),
    priceInCents: payablePrice(priced),
    currency: priced.currency,
    image: chosenVariant?.image_url ?? product.image,
  };
}
