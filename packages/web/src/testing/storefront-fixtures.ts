import type { ProductDetail, Variant } from '@aurele/storefront-contract';

/** Raw storefront shapes for tests and MSW handlers, overridden where a case needs it. */
export function aRawVariant(
  overrides: Partial<Variant> = {},
  price: { amount?: number; sale_amount?: number | null } = {},
): Variant {
  return {
    id: 'var_1',
    title: 'M',
    sku: 'SKU-1',
    image_url: null,
    manage_inventory: true,
    inventory_quantity: 5,
    weight: 0.4,
    prices: [
      {
        amount: price.amount ?? 12000,
        sale_amount: price.sale_amount ?? null,
        currency_code: 'eur',
        currency: { code: 'eur', symbol: '€', template: '$1 €', decimal_digits: 2 },
      },
    ],
    options: [],
    ...overrides,
  };
}

export function aRawProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'prod_1',
    slug: 'manteau',
    title: 'Manteau',
    subtitle: null,
    ribbon_text: null,
    description: '<p>Laine.</p>',
    thumbnail: 'https://cdn.example.test/manteau.jpg',
    status: 'published',
    is_hidden: false,
    purchasable: true,
    order: 1,
    site_product_selection: null,
    options: [],
    variants: [aRawVariant()],
    product_collections: [],
    additional_info: [],
    type: null,
    custom_fields: [],
    related_products: [],
    metadata: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    media: [],
    ...overrides,
  };
}
