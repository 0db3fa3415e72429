import { brandName } from '../../domain/brand';
import { payablePrice } from '../../domain/price';
import type { PriceTag, Product, Variant } from '../../domain/product';
import { isSoldOut } from '../../domain/stock';
import { imageAddress } from '../../storefront/images/image-sources';
import { productDescription } from './product-description';
import type { Crumb } from './product-trail';

const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

function availability(product: Product, variant: Variant): string {
  return !product.purchasable || !variant.available || isSoldOut(variant) ? outOfStock : inStock;
}

/** What the shopper pays in major units (`129.00`), as schema.org and Open Graph want it. */
export function offerAmount(price: PriceTag): string {
  // The storefront's digits, else the euro's.
  const digits = price.currency_info.decimal_digits ?? 2;
  return (payablePrice(price) / 10 ** digits).toFixed(digits);
}

function offer(price: PriceTag, product: Product, variant: Variant, url: string) {
  return {
    '@type': 'Offer',
    url,
    price: offerAmount(price),
    priceCurrency: price.currency,
    availability: availability(product, variant),
  };
}

/**
 * schema.org Product data for search engines: the chosen variant's price and availability, when it has a price
 * (a product « sur demande » has no offer). The stock is the browser's to ask: until then a variant is in stock
 * unless the store says it cannot be bought.
 */
export function productJsonLd(product: Product, variant: Variant | undefined, url: string) {
  const brand = brandName(product.brand);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: productDescription(product),
    image: product.images.map((image) => imageAddress(image.url, 'share')),
    ...(variant?.sku ? { sku: variant.sku } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(variant?.price ? { offers: offer(variant.price, product, variant, url) } : {}),
  };
}

/** The trail of the breadcrumbs, for search engines; `absolute` makes its addresses absolute. */
export function breadcrumbJsonLd(trail: readonly Crumb[], absolute: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href),
    })),
  };
}
