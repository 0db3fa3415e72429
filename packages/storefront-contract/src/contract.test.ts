import { describe, expect, it } from 'vitest';
import {
  observedCheckoutAnswer,
  observedDetailProduct,
  observedInsufficientInventory,
  observedListAnswer,
  observedListProduct,
  observedListVariant,
  observedRupeeProduct,
  observedStockAnswer,
  observedUnknownParameter,
  observedUnpricedProduct,
} from './fixtures/observed-shapes.js';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  productDetailResponseSchema,
  productListEnvelopeSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  storefrontErrorSchema,
  variantStockResponseSchema,
} from './index.js';

describe('list products as the real service sends them', () => {
  it('reads a whole observed list answer, odd products included', () => {
    const answer = observedListAnswer([
      observedListProduct(),
      observedUnpricedProduct(),
      observedRupeeProduct(),
    ]);
    const parsed = productListResponseSchema.parse(answer);
    expect(parsed.products.map((product) => product.order)).toEqual([-3, -3, -3]);
    expect(parsed.products[1]?.variants[0]?.prices).toEqual([]);
    expect(parsed.products[2]?.variants[0]?.prices[0]?.currency?.decimal_digits).toBe(2);
  });

  it('strips unknown fields instead of failing on them', () => {
    const parsed = productSchema.parse(observedListProduct());
    expect(parsed).not.toHaveProperty('an_unknown_field_of_tomorrow');
    expect(parsed).not.toHaveProperty('page_settings');
    expect(parsed.url_handle).toBe('foulard-en-soie-imprime');
  });

  it('takes a null sku, a null type value, any selection string and no stock', () => {
    const parsed = productSchema.parse(
      observedListProduct({ site_product_selection: 'something_new', variants: [observedListVariant()] }),
    );
    expect(parsed.variants[0]?.sku).toBeNull();
    expect(parsed.variants[0]?.inventory_quantity).toBeUndefined();
    expect(parsed.type?.value).toBeNull();
    expect(parsed.site_product_selection).toBe('something_new');
  });

  it('takes a product without the optional extras', () => {
    const {
      slug: _slug,
      url_handle: _handle,
      is_available: _available,
      seo_settings: _seo,
      images: _images,
      ...bare
    } = observedListProduct() as Record<string, unknown>;
    expect(productSchema.safeParse(bare).success).toBe(true);
  });

  it('refuses what is not a product: a missing id, a price that is not a whole number', () => {
    const { id: _id, ...withoutId } = observedListProduct() as Record<string, unknown>;
    expect(productSchema.safeParse(withoutId).success).toBe(false);
    const fractional = observedListProduct({
      variants: [observedListVariant({ prices: [{ amount: 12.5, currency_code: 'eur' }] })],
    });
    expect(productSchema.safeParse(fractional).success).toBe(false);
  });

  it('reads the envelope alone, leaving the products to be checked one by one', () => {
    const envelope = productListEnvelopeSchema.parse({ products: [{ id: 1 }, 'odd'] });
    expect(envelope.products).toHaveLength(2);
    expect(productListEnvelopeSchema.safeParse({ product: [] }).success).toBe(false);
  });
});

describe('the detail product', () => {
  it('reads the detail-only fields: status, created_at, empty metadata and media of any type', () => {
    const { product } = productDetailResponseSchema.parse({ product: observedDetailProduct() });
    expect(product.metadata).toEqual({});
    expect(product.created_at).toBe('2026-01-05T16:40:12.000Z');
    expect(product.media?.map((medium) => medium.type)).toEqual(['image', 'video']);
  });
});

describe('the other answers', () => {
  it('reads stock with null for untracked variants, a payment URL with its query, an error with its code', () => {
    expect(variantStockResponseSchema.parse(observedStockAnswer).variants[1]?.inventory_quantity).toBeNull();
    expect(new URL(checkoutResponseSchema.parse(observedCheckoutAnswer).url).search).not.toBe('');
    expect(storefrontErrorSchema.parse(observedInsufficientInventory).code).toBe('insufficient_inventory');
    expect(storefrontErrorSchema.parse(observedUnknownParameter).code).toBeUndefined();
  });
});

describe('requests', () => {
  it('takes the real list parameters, a limit up to 1000, and refuses beyond', () => {
    const query = productListQuerySchema.parse({
      'collection_ids[]': ['pcol_01JQ8F31A2M6ZK4T9XWB7C5D3E'],
      type: 'physical',
      'exclude_types[]': ['digital'],
      sort_by: 'collection_order',
      limit: '1000',
    });
    expect(query.limit).toBe(1000);
    expect(productListQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ sort_by: 'title' }).success).toBe(false);
  });

  it('takes custom field values and a customer, and invents no limit on lines or units', () => {
    const items = Array.from({ length: 160 }, (_, index) => ({
      variant_id: `variant_${index}`,
      quantity: 250,
      custom_field_values: [{ custom_field_id: 'cf_1', value: 'ABC' }],
    }));
    const request = {
      items,
      successUrl: 'https://shop.example/success',
      cancelUrl: 'https://shop.example/cart',
      customer: { external_id: 'user_42', email: 'client@example.be' },
    };
    expect(checkoutRequestSchema.parse(request).items).toHaveLength(160);
    expect(checkoutRequestSchema.safeParse({ ...request, customer: { email: 'x@example.be' } }).success).toBe(
      false,
    );
    expect(
      checkoutRequestSchema.safeParse({ ...request, items: [{ variant_id: 'v', quantity: 0 }] }).success,
    ).toBe(false);
  });
});
