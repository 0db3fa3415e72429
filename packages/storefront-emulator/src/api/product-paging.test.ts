import {
  defaultCollectionTable,
  type ProductListResponse,
  type StorefrontError,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { getJson, store, testEmulator } from '../testing/fixture.js';

const SIZE = 2_000;
const emulator = testEmulator({ catalogueSize: SIZE });
const { catalogue } = emulator.state;

type ListAnswer = ProductListResponse & StorefrontError;
const list = async (query = '') => (await getJson<ListAnswer>(emulator.api, store(`/products${query}`))).body;
const ids = (body: { products: { id: string }[] }) => body.products.map((product) => product.id);
const createdAt = (id: string) => Date.parse(catalogue.byId(id)?.created_at ?? '');

/** Every product of a listing, read the way a client must: page after page until `count`. */
async function readAll(query: string, pageSize: number): Promise<string[]> {
  const read: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const body = await list(`?${query}offset=${offset}&limit=${pageSize}`);
    read.push(...ids(body));
    if (offset + pageSize >= body.count) return read;
  }
}

describe('list answers of a large store', () => {
  it('hold at most 1 000 products when asked no limit, count still the whole store', async () => {
    const body = await list();
    expect(body).toMatchObject({ count: SIZE, offset: 0, limit: 1_000 });
    expect(ids(body)).toEqual(catalogue.products.slice(0, 1_000).map((product) => product.id));
  });

  it('serve a limit above 1 000 the cap of 1 000, echoing the page size applied', async () => {
    const body = await list('?limit=5000&offset=500');
    expect(body).toMatchObject({ count: SIZE, offset: 500, limit: 1_000 });
    expect(body.products).toHaveLength(1_000);
  });

  it('give a client that pages every product once, in storefront order', async () => {
    expect(await readAll('', 300)).toEqual(catalogue.products.map((product) => product.id));
  });

  it('answer the end of the store: a short last page, then empty pages', async () => {
    const last = await list(`?offset=${SIZE - 30}&limit=100`);
    expect(last).toMatchObject({ count: SIZE, offset: SIZE - 30, limit: 100 });
    expect(ids(last)).toEqual(catalogue.products.slice(-30).map((product) => product.id));
    expect(await list(`?offset=${SIZE}&limit=100`)).toMatchObject({ products: [], count: SIZE });
    expect(await list(`?offset=${SIZE + 5_000}`)).toMatchObject({ products: [], count: SIZE, limit: 0 });
  });

  it('keep sort_by=created_at&order=DESC across pages: the newest first, every product once', async () => {
    const newest = await readAll('sort_by=created_at&order=DESC&', 250);
    expect(new Set(newest).size).toBe(SIZE);
    const dates = newest.map(createdAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('page a collection and count only its products', async () => {
    const body = await list(`?collection_ids[]=${defaultCollectionTable.homme}&limit=10`);
    const inHomme = catalogue.products.filter((product) =>
      product.product_collections.some((entry) => entry.collection_id === defaultCollectionTable.homme),
    );
    expect(body.count).toBe(inHomme.length);
    expect(ids(body)).toEqual(inHomme.slice(0, 10).map((product) => product.id));
  });

  it('still refuse unknown parameters', async () => {
    expect((await list('?page=2')).message).toEqual(['property page should not exist']);
  });
});

describe('a store of 20 000 products', () => {
  it('is built at start-up and answers a page near its end and a detail', { timeout: 60_000 }, async () => {
    const large = testEmulator({ catalogueSize: 20_000 });
    const page = (await getJson<ListAnswer>(large.api, store('/products?offset=19800&limit=200'))).body;
    expect(page.count).toBe(20_000);
    expect(ids(page)).toEqual(large.state.catalogue.products.slice(19_800).map((product) => product.id));
    const [last] = ids(page).slice(-1);
    const detail = await getJson(large.api, store(`/products/${last}`));
    expect(detail.status).toBe(200);
  });
});
