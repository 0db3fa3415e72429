import type { CartableVariant } from '../domain/cart';
import type { PriceTag, Product, Variant } from '../domain/product';
import type { ProductSummary } from '../domain/product-summary';

/** Entity builders for tests and stories: a plausible euro product, overridden where a case needs it. */

export function aPrice(priceInCents: number, salePriceInCents: number | null = null): PriceTag {
  return {
    price_in_cents: priceInCents,
    sale_price_in_cents: salePriceInCents,
    currency: 'EUR',
    currency_info: { code: 'EUR', symbol: '€', template: '$1 €', decimal_digits: 2 },
  };
}

export function aVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'var_1',
    title: 'M',
    image_url: null,
    sku: 'SKU-1',
    price: aPrice(12000),
    manage_inventory: true,
    inventory_quantity: 5,
    available: true,
    weight: null,
    options: [],
    ...overrides,
  };
}

/** A variant the cart takes as it is: priced, its stock known. */
export function aCartableVariant(overrides: Partial<CartableVariant> = {}): CartableVariant {
  return { ...aVariant(), price: aPrice(12000), inventory_quantity: 5, ...overrides };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  const variant = aVariant();
  return {
    id: 'prod_1',
    slug: 'produit',
    title: 'Produit',
    subtitle: null,
    ribbon_text: null,
    description: '<p>Une belle pièce.</p>',
    image: 'https://cdn.example.test/produit.jpg',
    display_variant_id: variant.id,
    price: variant.price,
    status: 'published',
    purchasable: true,
    order: 1,
    site_product_selection: null,
    images: [],
    options: [],
    variants: [variant],
    collections: [],
    additional_info: [],
    type: null,
    custom_fields: [],
    related_products: [],
    brand: null,
    metadata: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

/** A product as a list shows it: priced, one variant, nothing said against buying it. */
export function aSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 'prod_1',
    title: 'Produit',
    subtitle: null,
    ribbon_text: null,
    brand: null,
    image: 'https://cdn.example.test/produit.jpg',
    price: aPrice(12000),
    purchasable: true,
    display_variant_id: 'var_1',
    display_variant_available: true,
    variant_count: 1,
    colours: [],
    second_image: null,
    ...overrides,
  };
}
