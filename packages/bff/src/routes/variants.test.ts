import type { ProductListResponse, VariantStockResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { ABUSE_BOUNDS } from '../abuse-bounds.js';
import { useEmulator } from '../testing/emulator.js';
import { fakeStorefrontApp, storefrontAnswer } from '../testing/fake-storefront.js';
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

  it('accepts as many ULID product ids as a cart has lines at most', async () => {
    const { app, upstream } = fakeStorefrontApp(() => storefrontAnswer({ variants: [] }));
    const ids = Array.from(
      { length: ABUSE_BOUNDS.checkoutLines },
      (_, i) => `prod_01K2ZQ6M1B7C3D9E5F2G4H${1000 + i}`,
    );
    const answer = await app.request(`/api/variants?${ids.map((id) => `product_ids[]=${id}`).join('&')}`);
    expect(answer.status).toBe(200);
    expect(upstream.calls[0]?.url.searchParams.getAll('product_ids[]')).toEqual(ids);
  });

  it('answers null stock for variants that do not manage inventory', async () => {
    const stock = { variants: [{ id: 'variant_01K2ZQ8B4D6F8H0J2L4N6Q8S0T', inventory_quantity: null }] };
    const { app } = fakeStorefrontApp(() => storefrontAnswer(stock));
    const answer = await app.request('/api/variants?product_ids[]=prod_01K2ZQ8A3C5E7G9J1K3M5N7P9Q');
    expect(await answer.json()).toEqual(stock);
  });

  it.each([
    [
      'more product ids than a cart has lines',
      Array.from({ length: ABUSE_BOUNDS.checkoutLines + 1 }, (_, i) => `product_ids[]=p${i}`).join('&'),
    ],
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
