import {
  defaultCollectionTable,
  type ProductDetailResponse,
  type ProductListResponse,
  productDetailResponseSchema,
  productDetailSchema,
  productListResponseSchema,
  productSchema,
  type StorefrontError,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { displayedAmount } from '../catalogue/variant-price.js';
import { getJson, store, testEmulator } from '../testing/fixture.js';

const emulator = testEmulator();
const { api } = emulator;
const { products } = emulator.state.catalogue;
const visible = products.filter((product) => !product.hidden);

type ListAnswer = ProductListResponse & StorefrontError;
type DetailAnswer = ProductDetailResponse & StorefrontError;

const list = (query = '') => getJson<ListAnswer>(api, store(`/products${query}`));
const detail = (path: string) => getJson<DetailAnswer>(api, store(`/products/${path}`));
const ids = (body: { products: { id: string }[] }) => body.products.map((product) => product.id);
const detailOnly = ['status', 'is_hidden', 'metadata', 'created_at', 'deleted_at', 'media'];

describe('GET /store/{store}/products', () => {
  it('answers the whole visible catalogue when asked nothing, in storefront order, limit echoing the size', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(productListResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ count: visible.length, offset: 0, limit: visible.length });
    expect(ids(body)).toEqual(visible.map((product) => product.id));
  });

  it('sends list products in the real shape only: no detail fields, no stock, no weight', async () => {
    const { body } = await list();
    for (const product of body.products) {
      expect(productSchema.parse(product)).toEqual(product);
      for (const field of detailOnly) expect(product).not.toHaveProperty(field);
      expect(product.images?.[0]).toMatchObject({ order: 0, type: 'image' });
      expect(product.seo_settings).toMatchObject({ slug: product.slug, ogImageAlt: product.title });
      expect(product.url_handle).toBe(product.slug);
      expect(typeof product.is_available).toBe('boolean');
      expect(product.order).toBeLessThan(0);
      for (const variant of product.variants) {
        expect(variant).not.toHaveProperty('inventory_quantity');
        expect(variant).not.toHaveProperty('weight');
        expect(typeof variant.is_available).toBe('boolean');
      }
    }
    const variants = body.products.flatMap((product) => product.variants);
    expect(variants.some((variant) => variant.sku === null)).toBe(true);
    expect(
      body.products.some((product) => product.variants.every((variant) => variant.prices.length === 0)),
    ).toBe(true);
  });

  it('tells a sold-out variant by is_available, and a product by whether any variant is left', async () => {
    const { body } = await list();
    const soldOut = emulator.state.catalogue.products
      .flatMap((product) => product.variants)
      .filter((variant) => variant.stock === 0)
      .map((variant) => variant.id);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const product of body.products) {
      for (const variant of product.variants)
        expect(variant.is_available).toBe(!soldOut.includes(variant.id));
      expect(product.is_available).toBe(product.variants.some((variant) => variant.is_available));
    }
  });

  it('accepts a limit up to 1000 and echoes it', async () => {
    const { status, body } = await list('?limit=1000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: visible.length, limit: 1000 });
    expect(body.products).toHaveLength(visible.length);
  });

  it('serves a limit above 1000 the cap of 1000, echoing the page size applied', async () => {
    const { status, body } = await list('?limit=5000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: visible.length, limit: 1000 });
  });

  it('lists only hidden products when asked for is_hidden=true', async () => {
    const { body } = await list('?is_hidden=true');
    const hidden = products.filter((product) => product.hidden).map((product) => product.id);
    expect(hidden.length).toBeGreaterThan(0);
    expect(ids(body)).toEqual(hidden);
    expect((await list('?is_hidden=false')).body.count).toBe(visible.length);
  });

  it('narrows to the ids[] asked for, in storefront order, ignoring unknown ids', async () => {
    const [first, second] = [visible[5], visible[2]];
    const { body } = await list(`?ids[]=${first?.id}&ids[]=${second?.id}&ids[]=prod_unknown`);
    expect(ids(body)).toEqual([second?.id, first?.id]);
    expect(body.count).toBe(2);
  });

  it('pages with offset and limit, counting every match', async () => {
    const { body } = await list('?offset=10&limit=5');
    expect(body).toMatchObject({ count: visible.length, offset: 10, limit: 5 });
    expect(ids(body)).toEqual(visible.slice(10, 15).map((product) => product.id));
    expect((await list(`?offset=${visible.length}`)).body).toMatchObject({ products: [], limit: 0 });
  });

  it('sorts by order, created_at, in either direction', async () => {
    expect(ids((await list('?order=DESC')).body)).toEqual(visible.map((product) => product.id).reverse());
    const newest = (await list('?sort_by=created_at&order=DESC')).body.products;
    const created = newest.map((product) => {
      const found = products.find((candidate) => candidate.id === product.id);
      return Date.parse(found?.created_at ?? '');
    });
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('sorts by the displayed price, unpriced products last in both directions', async () => {
    const amountOf = (id: string) => {
      const stored = emulator.state.catalogue.byId(id);
      if (!stored) throw new Error(`The list invented ${id}`);
      return displayedAmount(stored);
    };
    const amounts = async (query: string) => (await list(query)).body.products.map(({ id }) => amountOf(id));
    const ascending = await amounts('?sort_by=price');
    const descending = await amounts('?sort_by=price&order=DESC');
    const priced = ascending.filter((amount) => amount !== null);
    expect(ascending.at(-1)).toBeNull();
    expect(descending.at(-1)).toBeNull();
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(descending.filter((amount) => amount !== null)).toEqual([...priced].sort((a, b) => b - a));
  });

  it('keeps the products of collection_ids[], sorted by their order in the first one with collection_order', async () => {
    const femme = defaultCollectionTable.femme;
    const { body } = await list(`?collection_ids[]=${femme}&sort_by=collection_order`);
    const inFemme = visible.filter((product) =>
      product.product_collections.some((entry) => entry.collection_id === femme),
    );
    expect(body.count).toBe(inFemme.length);
    const ranks = body.products.map(
      (product) => product.product_collections?.find((entry) => entry.collection_id === femme)?.order ?? 0,
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const both = await list(
      `?collection_ids[]=${femme}&collection_ids[]=${defaultCollectionTable.homme}&sort_by=collection_order&order=DESC`,
    );
    expect(both.body.count).toBeGreaterThan(inFemme.length);
    const [firstRank] = both.body.products.map(
      (product) => product.product_collections?.find((entry) => entry.collection_id === femme)?.order,
    );
    expect(firstRank).toBe(Math.max(...ranks));
  });

  it('filters by type and exclude_types[]', async () => {
    const { body } = await list('?type=Robe');
    expect(body.count).toBeGreaterThan(0);
    expect(body.products.every((product) => product.type?.value === 'Robe')).toBe(true);
    const without = await list('?exclude_types[]=Robe&exclude_types[]=Chaussures');
    expect(without.body.count).toBe(
      visible.filter((product) => !['Robe', 'Chaussures'].includes(product.type.value ?? '')).length,
    );
  });

  it('keeps products updated up to to_date, a bare date counting its whole day', async () => {
    const pivot = visible.map((product) => product.updated_at).sort()[20] ?? '';
    const upToPivot = visible.filter((product) => product.updated_at <= pivot).length;
    expect((await list(`?to_date=${pivot}`)).body.count).toBe(upToPivot);
    const day = pivot.slice(0, 10);
    const sameDayOrBefore = visible.filter((product) => product.updated_at.slice(0, 10) <= day).length;
    expect((await list(`?to_date=${day}`)).body.count).toBe(sameDayOrBefore);
  });

  it('refuses an unknown parameter exactly as the real service does', async () => {
    const { status, body } = await list('?page=2');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: ['property page should not exist'],
      error: 'Bad Request',
      statusCode: 400,
    });
  });

  it('names every unknown parameter, each once', async () => {
    const { body } = await list('?page=2&search=robe&page=3');
    expect(body.message).toEqual(['property page should not exist', 'property search should not exist']);
  });

  it.each([
    ['limit=0', 'limit must not be less than 1'],
    ['limit=abc', 'limit must be a number conforming to the specified constraints'],
    ['offset=-1', 'offset must not be less than 0'],
    ['offset=1.5', 'offset must be an integer number'],
    ['order=up', 'order must be one of the following values: ASC, DESC'],
    [
      'sort_by=title',
      'sort_by must be one of the following values: order, price, created_at, collection_order',
    ],
    ['is_hidden=yes', 'is_hidden must be one of the following values: true, false'],
    ['to_date=yesterday', 'to_date must be a valid ISO 8601 date string'],
  ])('refuses %s with « %s »', async (query, message) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message: [message], error: 'Bad Request', statusCode: 400 });
  });

  it('answers 404 to a store it does not serve', async () => {
    const { status, body } = await getJson(api, '/store/st_000000000000/products');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Store not found', error: 'Not Found', statusCode: 404 });
  });
});

describe('GET /store/{store}/products/{id}', () => {
  const product = visible[0];

  it('answers { product } with the detail fields, its gallery and no stock', async () => {
    const { status, body } = await detail(`${product?.id}`);
    expect(status).toBe(200);
    expect(productDetailResponseSchema.parse(body)).toEqual(body);
    expect(body.product.id).toBe(product?.id);
    expect(body.product).toMatchObject({
      status: 'published',
      deleted_at: null,
      metadata: { brand: expect.any(String) },
    });
    expect(body.product.media?.length).toBeGreaterThanOrEqual(3);
    for (const media of body.product.media ?? []) expect(media.id).toEqual(expect.any(String));
    for (const variant of body.product.variants) expect(variant).not.toHaveProperty('inventory_quantity');
    expect(body.product).not.toHaveProperty('is_hidden');
  });

  it('parses every detail of the catalogue with the contract', async () => {
    for (const each of products) {
      const { body } = await detail(each.id);
      expect(productDetailSchema.parse(body.product)).toEqual(body.product);
    }
  });

  it('looks the segment up as a slug with field=slug, or a variant SKU with field=sku', async () => {
    const { body } = await detail(`${product?.slug}?field=slug`);
    expect(body.product.id).toBe(product?.id);
    expect((await detail(`${product?.slug}`)).status).toBe(404);
    expect((await detail(`${product?.id}?field=id`)).body.product.id).toBe(product?.id);
    const sku = product?.variants[1]?.sku;
    expect((await detail(`${sku}?field=sku`)).body.product.id).toBe(product?.id);
  });

  it('serves a hidden product to whoever has its address', async () => {
    const hidden = products.find((candidate) => candidate.hidden);
    expect((await detail(`${hidden?.id}`)).body.product.id).toBe(hidden?.id);
  });

  it('answers 404 to an unknown product', async () => {
    const { status, body } = await detail('prod_unknown');
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'Product with id prod_unknown not found',
      error: 'Not Found',
      statusCode: 404,
    });
    const bySlug = await detail('robe-introuvable?field=slug');
    expect(bySlug.body.message).toBe('Product with slug robe-introuvable not found');
  });

  it('refuses unknown parameters and values', async () => {
    expect((await detail(`${product?.id}?expand=media`)).body.message).toEqual([
      'property expand should not exist',
    ]);
    expect((await detail(`${product?.id}?field=title`)).body.message).toEqual([
      'field must be one of the following values: id, slug, sku',
    ]);
  });

  it('answers unknown routes the NestJS way', async () => {
    const { status, body } = await getJson(api, '/store');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Cannot GET /store', error: 'Not Found', statusCode: 404 });
  });
});
