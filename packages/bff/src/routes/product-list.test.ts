import type { ProductListResponse } from '@aurele/storefront-contract';
import {
  observedListAnswer,
  observedListProduct,
  observedListVariant,
  observedRupeeProduct,
  observedUnpricedProduct,
} from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import {
  FAKE_STOREFRONT,
  fakeStorefrontApp,
  requestLinesIn,
  storefrontAnswer,
  warningsIn,
} from '../testing/fake-storefront.js';

const good = observedListProduct();
const unpriced = observedUnpricedProduct();
const rupee = observedRupeeProduct();
/** A product whose second variant has a price of the wrong type. */
const broken = observedListProduct({
  id: 'prod_01K2ZQB7D9F1H3K5M7P9R1T3V5',
  variants: [
    observedListVariant(),
    observedListVariant({ id: 'variant_01K2ZQB8', prices: [{ amount: '12,90', currency_code: 'eur' }] }),
  ],
});

const listOf =
  (products: unknown[], extra: object = {}) =>
  () =>
    storefrontAnswer({ ...observedListAnswer(products), ...extra });

async function list(app: ReturnType<typeof fakeStorefrontApp>['app'], search = '') {
  const answer = await app.request(`/api/products${search}`);
  return { status: answer.status, body: (await answer.json()) as ProductListResponse };
}

describe('GET /api/products reads the list product by product', () => {
  it('leaves out a product that does not fit, serves the others, and logs one warning naming it', async () => {
    const { app, logs } = fakeStorefrontApp(listOf([good, broken, unpriced]));
    const { status, body } = await list(app);
    expect(status).toBe(200);
    expect(body.products.map((product) => product.id)).toEqual([good.id, unpriced.id]);
    expect(warningsIn(logs)).toEqual([
      {
        time: expect.any(String),
        level: 'warn',
        event: 'product-skipped',
        productId: broken.id,
        paths: ['variants.1.prices.0.amount'],
        upstreamCorrelationId: 'corr-1',
      },
    ]);
    for (const line of logs) {
      expect(line).not.toContain(FAKE_STOREFRONT.storeId);
      expect(line).not.toContain(new URL(FAKE_STOREFRONT.apiOrigin).hostname);
    }
  });

  it('names a product without a string id by its paths only', async () => {
    const { app, logs } = fakeStorefrontApp(listOf([good, { id: 42, title: 'x' }, 'not a product']));
    const { status, body } = await list(app);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(1);
    const warnings = warningsIn(logs);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).not.toHaveProperty('productId');
    expect(warnings[0]?.paths).toEqual(expect.arrayContaining(['id', 'variants', 'updated_at']));
    expect(warnings[1]?.paths).toEqual(['$']);
  });

  it('counts what it serves: the storefront count less the products left out', async () => {
    const { app } = fakeStorefrontApp(listOf([good, broken], { count: 268, offset: 0, limit: 2 }));
    expect((await list(app, '?limit=2')).body).toMatchObject({ count: 267, offset: 0, limit: 2 });
  });

  it('serves a list whose every product is left out as an empty list', async () => {
    const { app, logs } = fakeStorefrontApp(listOf([broken]));
    expect((await list(app)).body).toEqual({ products: [], count: 0, offset: 0, limit: 1 });
    expect(warningsIn(logs)).toHaveLength(1);
  });

  it.each([
    ['an array', []],
    ['products that are not a list', { products: { 0: good }, count: 1 }],
    ['no products at all', { count: 0 }],
    ['a negative count', { products: [good], count: -1 }],
  ])('answers 502 to %s', async (_, body) => {
    const { app, logs } = fakeStorefrontApp(() => storefrontAnswer(body));
    const answer = await app.request('/api/products');
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error: { status: 502, message: 'La boutique est momentanément indisponible.' },
    });
    expect(warningsIn(logs)).toEqual([]);
  });

  it('checks the list once per storefront call, not once per request', async () => {
    const { app, logs, upstream } = fakeStorefrontApp(listOf([good, broken]));
    await list(app);
    await list(app);
    expect(upstream.calls).toHaveLength(1);
    expect(warningsIn(logs)).toHaveLength(1);
  });
});

describe('GET /api/products serves the real shapes', () => {
  it('passes ULID ids, unpriced and rupee products, null skus and %2F image addresses through', async () => {
    const { app, logs } = fakeStorefrontApp(listOf([good, unpriced, rupee]));
    const { status, body } = await list(app);
    expect(status).toBe(200);
    expect(warningsIn(logs)).toEqual([]);
    const [first, second, third] = body.products;
    expect(first?.id).toMatch(/^prod_[0-9A-Z]{26}$/);
    expect(first?.variants[0]?.id).toMatch(/^variant_[0-9A-Z]{26}$/);
    expect(first?.variants[0]?.sku).toBeNull();
    expect(first?.order).toBe(-3);
    expect(first?.thumbnail).toContain('stores%2Fa1b2%2Fproducts%2F');
    expect(first?.images?.[1]?.url).toContain('%2Ffoulard-dos.webp');
    expect(second?.variants[0]?.prices).toEqual([]);
    expect(third?.variants[0]?.prices[0]).toMatchObject({ amount: 850000, currency_code: 'inr' });
    expect(third?.variants[0]?.prices[0]?.currency?.code).toBe('INR');
    // Unknown fields are dropped, never an error.
    expect(first).not.toHaveProperty('an_unknown_field_of_tomorrow');
  });

  it('forwards the real list parameters, ULID collection ids and a limit of 1000', async () => {
    const { app, upstream } = fakeStorefrontApp(listOf([good]));
    const search =
      '?type=physical&exclude_types[]=digital&exclude_types[]=gift_card' +
      '&collection_ids[]=pcol_01K2ZQC1E3G5J7L9N1Q3S5U7W9&sort_by=collection_order&limit=1000' +
      '&ids[]=prod_01K2ZQ6M1B7C3D9E5F2G4H8J0K';
    expect((await list(app, search)).status).toBe(200);
    const sent = upstream.calls[0]?.url.searchParams;
    expect(sent?.get('type')).toBe('physical');
    expect(sent?.getAll('exclude_types[]')).toEqual(['digital', 'gift_card']);
    expect(sent?.getAll('collection_ids[]')).toEqual(['pcol_01K2ZQC1E3G5J7L9N1Q3S5U7W9']);
    expect(sent?.getAll('ids[]')).toEqual(['prod_01K2ZQ6M1B7C3D9E5F2G4H8J0K']);
    expect(sent?.get('sort_by')).toBe('collection_order');
    expect(sent?.get('limit')).toBe('1000');
  });

  it.each(['order', 'price', 'created_at', 'collection_order'])('accepts sort_by=%s', async (field) => {
    const { app } = fakeStorefrontApp(listOf([good]));
    expect((await list(app, `?sort_by=${field}`)).status).toBe(200);
  });

  it.each([
    ['an empty type', '?type='],
    ['a type over the bound', `?type=${'t'.repeat(101)}`],
    ['a repeated type', '?type=a&type=b'],
    [
      'too many excluded types',
      `?${Array.from({ length: 101 }, (_, i) => `exclude_types[]=t${i}`).join('&')}`,
    ],
    ['a collection id with a slash', '?collection_ids[]=pcol_1%2F..'],
    [
      'too many collection ids',
      `?${Array.from({ length: 101 }, (_, i) => `collection_ids[]=c${i}`).join('&')}`,
    ],
    ['collection_ids without brackets', '?collection_ids=pcol_1'],
  ])('refuses %s with a 400 and never calls the storefront', async (_, search) => {
    const { app, upstream } = fakeStorefrontApp(listOf([good]));
    expect((await list(app, search)).status).toBe(400);
    expect(upstream.calls).toEqual([]);
  });
});

describe("the storefront's correlation id", () => {
  it('goes into the request log line of the request that called the storefront, never to the browser', async () => {
    const { app, logs } = fakeStorefrontApp(() =>
      storefrontAnswer(observedListAnswer([good]), 200, 'corr-list-7'),
    );
    const answer = await app.request('/api/products');
    const text = await answer.text();
    expect(text).not.toContain('corr-list-7');
    expect([...answer.headers].flat().join(' ')).not.toContain('corr-list-7');
    expect(requestLinesIn(logs)[0]).toMatchObject({ status: 200, upstreamCorrelationId: 'corr-list-7' });
  });

  it('is absent from the log line of a cache hit', async () => {
    const { app, logs } = fakeStorefrontApp(listOf([good]));
    await app.request('/api/products');
    await app.request('/api/products');
    const [miss, hit] = requestLinesIn(logs);
    expect(miss).toHaveProperty('upstreamCorrelationId', 'corr-1');
    expect(hit).not.toHaveProperty('upstreamCorrelationId');
  });

  it('is logged for a failed call too', async () => {
    const { app, logs } = fakeStorefrontApp(() => storefrontAnswer({ oops: true }, 500, 'corr-fail-3'));
    expect((await app.request('/api/products/prod_01K2ZQ6M1B7C3D9E5F2G4H8J0K')).status).toBe(502);
    expect(requestLinesIn(logs)[0]).toMatchObject({ status: 502, upstreamCorrelationId: 'corr-fail-3' });
  });
});
