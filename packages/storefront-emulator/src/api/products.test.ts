import {
  type ProductDetailResponse,
  type ProductListResponse,
  productDetailResponseSchema,
  productListResponseSchema,
  type StorefrontError,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { getJson, store, testEmulator } from '../testing/fixture.js';

const emulator = testEmulator();
const { api } = emulator;
const { products } = emulator.state.catalogue;
const visible = products.filter((product) => !product.is_hidden);

type ListAnswer = ProductListResponse & StorefrontError;
type DetailAnswer = ProductDetailResponse & StorefrontError;

const list = (query = '') => getJson<ListAnswer>(api, store(`/products${query}`));
const detail = (path: string) => getJson<DetailAnswer>(api, store(`/products/${path}`));
const ids = (body: { products: { id: string }[] }) => body.products.map((product) => product.id);

describe('GET /store/{store}/products', () => {
  it('lists the visible products in storefront order, without galleries, 100 at most', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(productListResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ count: visible.length, offset: 0, limit: 100 });
    expect(ids(body)).toEqual(visible.map((product) => product.id));
    for (const product of body.products) expect(product).not.toHaveProperty('media');
  });

  it('lists only hidden products when asked for is_hidden=true', async () => {
    const { body } = await list('?is_hidden=true');
    expect(body.count).toBeGreaterThan(0);
    expect(body.products.every((product) => product.is_hidden)).toBe(true);
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
    expect((await list(`?offset=${visible.length}`)).body.products).toEqual([]);
  });

  it('sorts by sort_by in the given order', async () => {
    const descending = (await list('?order=DESC')).body;
    expect(ids(descending)).toEqual(visible.map((product) => product.id).reverse());
    const newest = (await list('?sort_by=created_at&order=DESC')).body.products;
    const dates = newest.map((product) => Date.parse(product.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const titles = (await list('?sort_by=title')).body.products.map(
      (product: { title: string }) => product.title,
    );
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('keeps products created up to to_date, a bare date counting its whole day', async () => {
    const pivot = visible.map((product) => product.created_at).sort()[20] ?? '';
    const upToPivot = visible.filter((product) => product.created_at <= pivot).length;
    expect((await list(`?to_date=${pivot}`)).body.count).toBe(upToPivot);
    const day = pivot.slice(0, 10);
    const sameDayOrBefore = visible.filter((product) => product.created_at.slice(0, 10) <= day).length;
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
    ['limit=101', 'limit must not be greater than 100'],
    ['limit=0', 'limit must not be less than 1'],
    ['limit=abc', 'limit must be a number conforming to the specified constraints'],
    ['offset=-1', 'offset must not be less than 0'],
    ['offset=1.5', 'offset must be an integer number'],
    ['order=up', 'order must be one of the following values: ASC, DESC'],
    ['sort_by=price', 'sort_by must be one of the following values: order, created_at, updated_at, title'],
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

  it('answers { product } with its gallery', async () => {
    const { status, body } = await detail(`${product?.id}`);
    expect(status).toBe(200);
    expect(productDetailResponseSchema.parse(body)).toEqual(body);
    expect(body.product.id).toBe(product?.id);
    expect(body.product.media.length).toBeGreaterThanOrEqual(3);
  });

  it('looks the segment up as a slug with field=slug', async () => {
    const { body } = await detail(`${product?.slug}?field=slug`);
    expect(body.product.id).toBe(product?.id);
    expect((await detail(`${product?.slug}`)).status).toBe(404);
    expect((await detail(`${product?.id}?field=id`)).body.product.id).toBe(product?.id);
  });

  it('serves a hidden product to whoever has its address', async () => {
    const hidden = products.find((candidate) => candidate.is_hidden);
    expect((await detail(`${hidden?.id}`)).body.product.is_hidden).toBe(true);
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
    expect((await detail(`${product?.id}?field=sku`)).body.message).toEqual([
      'field must be one of the following values: id, slug',
    ]);
  });

  it('answers unknown routes the NestJS way', async () => {
    const { status, body } = await getJson(api, '/store');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Cannot GET /store', error: 'Not Found', statusCode: 404 });
  });
});
