import {
  type CheckoutResponse,
  type ProductListResponse,
  productDetailResponseSchema,
  productSchema,
  type StorefrontError,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { checkoutBody, getJson, PUBLIC_ORIGIN, postJson, store, testEmulator } from '../testing/fixture.js';

const emulator = testEmulator({ profile: 'comptoir-jaipur' });
const { products } = emulator.state.catalogue;
const variants = products.flatMap((product) => product.variants);
const listed = async () => (await getJson<ProductListResponse>(emulator.api, store('/products'))).body;

describe('the comptoir-jaipur profile', () => {
  it('is a small store of 10 to 14 products, every one in the real shapes', async () => {
    const body = await listed();
    expect(body.count).toBeGreaterThanOrEqual(10);
    expect(body.count).toBeLessThanOrEqual(14);
    for (const product of body.products) expect(productSchema.parse(product)).toEqual(product);
    for (const { id } of products) {
      const { body: detail } = await getJson(emulator.api, store(`/products/${id}`));
      expect(productDetailResponseSchema.parse(detail)).toEqual(detail);
    }
  });

  it('sells in rupees, with the full currency object and two decimals', () => {
    const prices = variants.flatMap((variant) => variant.prices);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price.currency_code).toBe('inr');
      expect(price.currency).toMatchObject({ code: 'INR', symbol_native: '₹', decimal_digits: 2 });
      expect(Object.keys(price.currency ?? {}).sort()).toEqual([
        'code',
        'decimal_digits',
        'min_amount',
        'name',
        'name_plural',
        'rounding',
        'symbol',
        'symbol_native',
        'template',
      ]);
    }
  });

  it('has no collections and no brands', async () => {
    for (const product of (await listed()).products) expect(product.product_collections).toEqual([]);
    for (const product of products) expect(product.metadata).toEqual({});
  });

  it('lists at least three products without any price', () => {
    const unpriced = products.filter((product) =>
      product.variants.every((variant) => variant.prices.length === 0),
    );
    expect(unpriced.length).toBeGreaterThanOrEqual(3);
  });

  it('has untracked variants, variants without SKU, empty descriptions, null types and an unknown display rule', () => {
    expect(variants.some((variant) => !variant.manage_inventory)).toBe(true);
    expect(variants.some((variant) => variant.sku === null)).toBe(true);
    expect(products.some((product) => product.description === '<p></p>')).toBe(true);
    expect(products.some((product) => product.type.value === null)).toBe(true);
    const rules = products.map((product) => product.site_product_selection);
    expect(rules.some((rule) => rule !== null && rule !== 'lowest_price_first')).toBe(true);
  });

  it('writes %2F-encoded image URLs, and its public origin serves them', async () => {
    for (const product of products) {
      for (const image of product.images) {
        expect(image.url).toMatch(
          new RegExp(
            `^${PUBLIC_ORIGIN}/cdn-ecommerce/store_[0-9A-Z]{26}%2Fassets%2F[a-z0-9]{10}-dsc\\d{6}\\.jpg$`,
          ),
        );
        const response = await emulator.public.request(image.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
      }
    }
    // The encoded slashes are one segment: the same path with real slashes is not an image.
    const decoded = decodeURIComponent(new URL(products[0]?.thumbnail ?? '').pathname);
    expect((await emulator.public.request(decoded)).status).toBe(404);
  });

  it('shows rupees the French way on its payment page, charges no delivery, and works with &lang=fr', async () => {
    const found = products
      .filter((product) => product.purchasable)
      .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
      .find(({ variant }) => variant.prices[0]?.amount === 850_000 && (variant.stock ?? 0) >= 3);
    const { status, body } = await postJson<CheckoutResponse>(
      emulator.api,
      store('/checkout'),
      checkoutBody([{ variant_id: found?.variant.id ?? '', quantity: 1 }]),
    );
    expect(status).toBe(201);
    const response = await emulator.public.request(`${body.url}&lang=fr`);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('Comptoir Jaipur');
    expect(page).toContain('8\u202f500,00\u00a0₹');
    expect(page).not.toContain('Livraison standard');
    expect(page).toContain('<div class="grand"><dt>Total</dt><dd>8\u202f500,00\u00a0₹</dd></div>');
  });

  it('refuses to sell an unpriced product, with its code', async () => {
    const unpriced = products.find((product) =>
      product.variants.every((variant) => variant.prices.length === 0),
    );
    const { status, body } = await postJson<StorefrontError>(
      emulator.api,
      store('/checkout'),
      checkoutBody([{ variant_id: unpriced?.variants[0]?.id ?? '', quantity: 1 }]),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('variant_without_price');
  });

  it('keeps its control routes: reset and faults', async () => {
    expect(
      (await postJson(emulator.api, '/__control/faults', { mode: 'error', status: 503, count: 1 })).status,
    ).toBe(204);
    expect((await getJson(emulator.api, store('/products'))).status).toBe(503);
    expect((await emulator.api.request('/__control/reset', { method: 'POST' })).status).toBe(204);
    expect((await getJson(emulator.api, store('/products'))).status).toBe(200);
  });
});
