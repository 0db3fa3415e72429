import type { Product, Variant } from '@aurele/storefront-contract';

export interface ProductSummary {
  id: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  priceInCents: number;
  salePriceInCents: number | null;
  currency: string;
}

/** `lowest_price_first` or null: the cheapest variant sets the displayed price; otherwise the first one does. */
export function displayVariant(product: Product): Variant {
  const [first, ...others] = product.variants;
  if (!first) throw new Error(`Product ${product.id} has no variant`);
  if (product.site_product_selection !== 'lowest_price_first' && product.site_product_selection !== null) {
    return first;
  }
  return others.reduce(
    (cheapest, variant) => (effectiveAmount(variant) < effectiveAmount(cheapest) ? variant : cheapest),
    first,
  );
}

function effectiveAmount(variant: Variant): number {
  const [price] = variant.prices;
  return price ? (price.sale_amount ?? price.amount) : Number.POSITIVE_INFINITY;
}

export function toProductSummary(product: Product): ProductSummary {
  const [price] = displayVariant(product).prices;
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    image: product.thumbnail,
    priceInCents: price?.amount ?? 0,
    salePriceInCents: price?.sale_amount ?? null,
    currency: (price?.currency_code ?? 'eur').toUpperCase(),
  };
}
