import type { ProductListResponse, VariantStockResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing/emulator.js';
import { testApp } from '../testing/test-app.js';

const emulator = useEmulator();

describe('GET /api/variants', () => {
  it("answers the stock of a product's variants, always asking for inventory_quantity", async () => {
    const { app, upstream } = testApp(emulator);
    const { products } = (await (await app.request('/api/products')).json()) as ProductListResponse;
    const product = products[0];
    if (!product) throw new Error('the emulator has no product');

    const answer = await app.request(`/api/variants?product_ids[]=${product.id}`);
    expect(answer.status).toBe(200);
    const { variants } = (await answer.json()) as VariantStockResponse;
    expect(variants.map((v) => v.id).sort()).toEqual(product.variants.map((v) => v.id).sort());
    const sent = upstream.calls.at(-1)?.url;
    expect(sent?.pathname).toBe(`/store/${emulator.storeId}/variants`);
    expect(sent?.searchParams.get('fields')).toBe('inventory_quantity');
    expect(sent?.searchParams.getAll('product_ids[]')).toEqual([product.id]);
  });

  it('is never cached: each request asks the storefront, and the browser may not store it', async () => {
    const { app, upstream } = testApp(emulator);
    const first = await app.request('/api/variants?product_ids[]=abc');
    await app.request('/api/variants?product_ids[]=abc');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(upstream.calls).toHaveLength(2);
  });

  it('accepts up to 50 product ids', async () => {
    const { app } = testApp(emulator);
    const search = Array.from({ length: 50 }, (_, i) => `product_ids[]=p${i}`).join('&');
    expect((await app.request(`/api/variants?${search}`)).status).toBe(200);
  });

  it.each([
    ['more than 50 product ids', Array.from({ length: 51 }, (_, i) => `product_ids[]=p${i}`).join('&')],
    ['another field', 'fields=price'],
    ['a repeated field', 'fields=inventory_quantity&fields=inventory_quantity'],
    ['an unknown parameter', 'product_id=abc'],
    ['a bad product id', 'product_ids[]=..%2Fproducts'],
  ])('refuses %s with a 400 and never calls the storefront', async (_, search) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(`/api/variants?${search}`);
    expect(answer.status).toBe(400);
    expect(upstream.calls).toEqual([]);
  });
});
