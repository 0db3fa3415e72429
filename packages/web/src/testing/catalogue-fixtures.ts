import type { Product, Variant } from '../domain/product';

/** Entity builders for tests and stories: a plausible euro product, overridden where a case needs it. */
export function aVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'var_1',
    title: 'M',
    image_url: null,
    sku: 'SKU-1',
    price_in_cents: 12000,
    sale_price_in_cents: null,
    currency: 'EUR',
    currency_info: { code: 'EUR', symbol: '€', template: '$1 €', decimal_digits: 2 },
    manage_inventory: true,
    inventory_quantity: 5,
    weight: null,
    options: [],
    ...overrides,
  };
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
    price_in_cents: variant.price_in_cents,
    sale_price_in_cents: variant.sale_price_in_cents,
    currency: variant.currency,
    currency_info: variant.currency_info,
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
