import { brandName } from '../../domain/brand';
import { metaDescription } from '../../domain/meta-description';
import { payablePrice } from '../../domain/price';
import type { PriceTag, Product, Variant } from '../../domain/product';
import { isSoldOut } from '../../domain/stock';

const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

function availability(product: Product, variant: Variant): string {
  return !product.purchasable || !variant.available || isSoldOut(variant) ? outOfStock : inStock;
}

function offer(price: PriceTag, product: Product, variant: Variant, url: string) {
  // The storefront's digits, else the euro's: schema.org wants the amount in major units.
  const digits = price.currency_info.decimal_digits ?? 2;
  return {
    '@type': 'Offer',
    url,
    price: (payablePrice(price) / 10 ** digits).toFixed(digits),
    priceCurrency: price.currency,
    availability: availability(product, variant),
  };
}

/** schema.org Product data for search engines: the chosen variant's price and availability, when it has a price. */
export function productJsonLd(product: Product, variant: Variant | undefined, url: string) {
  const brand = brandName(product.brand);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: metaDescription(product.description),
    image: product.images.map((image) => image.url),
    ...(variant?.sku ? { sku: variant.sku } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(variant?.price ? { offers: offer(variant.price, product, variant, url) } : {}),
  };
}

/** The data as a script's text: `<` escaped, so no text in it can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
