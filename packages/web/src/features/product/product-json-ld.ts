import { brandName } from '../../domain/brand';
import { metaDescription } from '../../domain/meta-description';
import { payablePrice } from '../../domain/price';
import type { Product, Variant } from '../../domain/product';

const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

function availability(product: Product, variant: Variant): string {
  if (!product.purchasable) return outOfStock;
  return variant.manage_inventory && (variant.inventory_quantity ?? 0) <= 0 ? outOfStock : inStock;
}

/** schema.org Product data for search engines: the chosen variant's price and availability. */
export function productJsonLd(product: Product, variant: Variant, url: string) {
  const brand = brandName(product.brand);
  const digits = variant.currency_info.decimal_digits ?? 2;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: metaDescription(product.description),
    image: product.images.map((image) => image.url),
    sku: variant.sku,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (payablePrice(variant) / 10 ** digits).toFixed(digits),
      priceCurrency: variant.currency,
      availability: availability(product, variant),
    },
  };
}

/** The data as a script's text: `<` escaped, so no text in it can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
