import type { ProductDetailResponse, ProductListResponse } from '@aurele/storefront-contract';
import { observedDetailProduct, observedListAnswer } from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing/emulator.js';
import { fakeStorefrontApp, storefrontAnswer } from '../testing/fake-storefront.js';
import { testApp } from '../testing/test-app.js';
import { LIST_PAGE_MAX_LIMIT } from './products.js';

const emulator = useEmulator();

async function firstProduct() {
  const { app } = testApp(emulator);
  const { products } = (await (await app.request('/api/products')).json()) as ProductListResponse;
  const product = products[0];
  if (!product) throw new Error('the emulator has no product');
  return product;
}

describe('GET /api/products', () => {
  it('answers one page of the storefront list, never the whole catalogue, checked against the contract', async () => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request('/api/products');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const list = (await answer.json()) as ProductListResponse;
    expect(list.products.length).toBeGreaterThan(0);
    expect(list.products.length).toBeLessThanOrEqual(LIST_PAGE_MAX_LIMIT);
    expect(list.count).toBeGreaterThanOrEqual(list.products.length);
    expect(upstream.calls.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      `GET /store/${emulator.storeId}/products?limit=${LIST_PAGE_MAX_LIMIT}`,
    ]);
  });

  it('refuses a page larger than 100 without ids[], and takes more ids than that', async () => {
    const { app } = testApp(emulator);
    expect((await app.request('/api/products?limit=101')).status).toBe(400);
    const ids = Array.from({ length: 150 }, (_, n) => `ids[]=prod_${n}`).join('&');
    expect((await app.request(`/api/products?${ids}&limit=150`)).status).toBe(200);
  });

  it('forwards the allowed parameters, normalised', async () => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(
      '/api/products?limit=2&offset=1&order=DESC&sort_by=created_at&is_hidden=false',
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ProductListResponse).products.length).toBeLessThanOrEqual(2);
    expect(Object.fromEntries(upstream.calls[0]?.url.searchParams ?? [])).toEqual({
      limit: '2',
      offset: '1',
      order: 'DESC',
      sort_by: 'created_at',
      is_hidden: 'false',
    });
  });

  it('forwards repeated ids[] and answers those products', async () => {
    const product = await firstProduct();
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(`/api/products?ids[]=${product.id}&ids%5B%5D=unknown_id`);
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as ProductListResponse;
    expect(list.products.map((p) => p.id)).toEqual([product.id]);
    expect(upstream.calls[0]?.url.searchParams.getAll('ids[]')).toEqual([product.id, 'unknown_id']);
  });

  it.each([
    ['an unknown parameter', '?page=2'],
    ['an unknown parameter next to good ones', '?limit=2&search=robe'],
    ['ids without brackets', '?ids=abc'],
    ['a repeated scalar', '?limit=2&limit=3'],
    ['a limit that is not a number', '?limit=abc'],
    ['a limit above the storefront maximum', '?limit=1001'],
    ['a limit of zero', '?limit=0'],
    ['a negative offset', '?offset=-1'],
    ['a fractional offset', '?offset=1.5'],
    ['a hexadecimal limit', '?limit=0x10'],
    ['a limit in exponent notation', '?limit=1e1'],
    ['a signed limit', '?limit=%2B5'],
    ['a limit padded with spaces', '?limit=%205'],
    ['an empty offset', '?offset='],
    ['an unknown order', '?order=up'],
    ['an unknown sort field', '?sort_by=title'],
    ['a non-boolean is_hidden', '?is_hidden=yes'],
    ['a date that is not one', '?to_date=yesterday'],
    ['an empty id', '?ids[]='],
    ['an id with a slash', '?ids[]=a/b'],
    ['more than 1000 ids', `?${Array.from({ length: 1001 }, (_, i) => `ids[]=p${i}`).join('&')}`],
  ])('refuses %s with a 400 and never calls the storefront', async (_, search) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(`/api/products${search}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { status: 400, message: expect.any(String) } });
    expect(upstream.calls).toEqual([]);
  });

  it('accepts exactly 1000 ids, as many as a page holds', async () => {
    const { app } = fakeStorefrontApp(() => storefrontAnswer(observedListAnswer([])));
    const search = Array.from({ length: 1000 }, (_, i) => `ids[]=p${i}`).join('&');
    expect((await app.request(`/api/products?${search}`)).status).toBe(200);
  });

  it('answers 405 with Allow to another method', async () => {
    const { app } = testApp(emulator);
    const answer = await app.request('/api/products', { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('GET');
    expect(await answer.json()).toEqual({ error: { status: 405, message: 'Méthode non autorisée.' } });
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product with its gallery', async () => {
    const product = await firstProduct();
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(`/api/products/${product.id}`);
    expect(answer.status).toBe(200);
    const detail = (await answer.json()) as ProductDetailResponse;
    expect(detail.product.id).toBe(product.id);
    expect(Array.isArray(detail.product.media)).toBe(true);
    expect(upstream.calls[0]?.url.pathname).toBe(`/store/${emulator.storeId}/products/${product.id}`);
  });

  it.each(['slug', 'sku'])('looks a product up by %s', async (field) => {
    const product = observedDetailProduct();
    const { app, upstream } = fakeStorefrontApp(() => storefrontAnswer({ product }));
    const answer = await app.request(`/api/products/foulard-en-soie-imprime?field=${field}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ProductDetailResponse).product.id).toBe(product.id);
    expect(upstream.calls[0]?.url.pathname).toMatch(/\/products\/foulard-en-soie-imprime$/);
    expect(upstream.calls[0]?.url.search).toBe(`?field=${field}`);
  });

  it('serves the real detail shape: a ULID id, no brand, media of every type', async () => {
    const product = observedDetailProduct();
    const { app } = fakeStorefrontApp(() => storefrontAnswer({ product }));
    const answer = await app.request(`/api/products/${product.id}`);
    expect(answer.status).toBe(200);
    const detail = ((await answer.json()) as ProductDetailResponse).product;
    expect(detail).toMatchObject({ id: product.id, metadata: {}, created_at: product.created_at });
    expect(detail.media?.map((media) => media.type)).toEqual(['image', 'video']);
  });

  it('passes the storefront 404 through as « Produit introuvable. »', async () => {
    const { app } = testApp(emulator);
    const answer = await app.request('/api/products/no_such_product');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { status: 404, message: 'Produit introuvable.' } });
  });

  it.each([
    ['an encoded slash', '/api/products/a%2Fb'],
    ['an encoded traversal', '/api/products/..%2F..%2Fvariants'],
    ['an encoded dot-dot segment with a slash', '/api/products/%2e%2e%2fvariants'],
    ['a backslash', '/api/products/a%5Cb'],
    ['a percent sign', '/api/products/a%25b'],
    ['a space', '/api/products/a%20b'],
    ['a NUL byte', '/api/products/a%00b'],
    ['an id of 65 characters', `/api/products/${'a'.repeat(65)}`],
    ['an unknown parameter', '/api/products/abc?expand=all'],
    ['an unknown lookup field', '/api/products/abc?field=handle'],
    ['a repeated field', '/api/products/abc?field=slug&field=id'],
  ])('refuses %s with a 400 and never calls the storefront', async (_, path) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(path);
    expect(answer.status).toBe(400);
    expect(upstream.calls).toEqual([]);
  });

  it('never lets a plain traversal reach the storefront', async () => {
    const { app, upstream } = testApp(emulator);
    // The URL parser resolves `..` first: this is /secret, an unknown page, which a JSON client gets as a 404.
    const answer = await app.request('/api/products/../../secret', {
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(404);
    expect(upstream.calls).toEqual([]);
  });
});

describe('unknown API routes', () => {
  it.each(['/api', '/api/', '/api/orders', '/api/products/a/b'])('%s is a JSON 404', async (path) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(path, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { status: 404, message: 'Ressource introuvable.' } });
    expect(upstream.calls).toEqual([]);
  });
});

describe('GET /api/products/:id/related', () => {
  it('answers four other products for a product, and none for one the catalogue does not hold', async () => {
    const { app } = testApp(emulator);
    const first = await firstProduct();
    const answer = await app.request(`/api/products/${first.id}/related`);
    expect(answer.status).toBe(200);
    const { products } = (await answer.json()) as { products: { id: string }[] };
    expect(products).toHaveLength(4);
    expect(products.map(({ id }) => id)).not.toContain(first.id);
    const unknown = await app.request('/api/products/prod_unknown/related');
    expect(await unknown.json()).toEqual({ products: [] });
  });

  it('refuses a bad id or a parameter', async () => {
    const { app } = testApp(emulator);
    expect((await app.request('/api/products/a%2F..%2Fb/related')).status).toBe(400);
    expect((await app.request('/api/products/prod_1/related?limit=9')).status).toBe(400);
  });
});
