import type { AdminFigures, AdminProductsAnswer, CatalogueAnswer } from '@aurele/shop-contract';
import type { ProductListResponse, VariantStockResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing/emulator.js';
import { testApp } from '../testing/test-app.js';

const emulator = useEmulator();
type App = ReturnType<typeof testApp>['app'];

async function products(app: App, query = '') {
  const answer = await app.request(`/api/admin/products${query}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return (await answer.json()) as AdminProductsAnswer;
}

/** Asks until the whole store's stock has been read (it is read in the background, after the first answer). */
async function productsOnceStockRead(app: App, query: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await products(app, query);
    if (answer.stock.readAt !== null) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the stock was never read');
}

const variantCalls = (upstream: ReturnType<typeof testApp>['upstream']) =>
  upstream.calls.filter((call) => call.url.pathname.endsWith('/variants'));

describe('GET /api/admin/products', () => {
  it('lists the whole catalogue in pages of 50, with the total of /api/catalogue', async () => {
    const { app, upstream } = testApp(emulator);
    const shop = (await (await app.request('/api/catalogue')).json()) as CatalogueAnswer;
    const first = await products(app);
    expect(first).toMatchObject({ total: shop.total, catalogueTotal: shop.total, page: 1, pageSize: 50 });
    expect(first.rows).toHaveLength(Math.min(50, shop.total));
    const second = await products(app, '?page=2');
    expect(second.rows).toHaveLength(Math.max(0, shop.total - 50));
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(shop.total);
    // Each page's stock in one call of its products, and every row's stock known.
    expect(
      variantCalls(upstream).map((call) => call.url.searchParams.getAll('product_ids[]').length),
    ).toEqual([first.rows.length, second.rows.length]);
    expect(first.rows.every((row) => row.stock !== null)).toBe(true);
    const row = first.rows[0];
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['collections', 'id', 'image', 'price', 'reference', 'status', 'stock', 'title', 'variantCount'].sort(),
    );
    // Shown again within the minute: no new stock call.
    await products(app);
    expect(variantCalls(upstream)).toHaveLength(2);
  });

  it('searches, sorts and filters: a product found by its title, the sold-out ones as /api/variants says', async () => {
    const { app } = testApp(emulator);
    const all = await products(app);
    const wanted = all.rows[3];
    if (!wanted) throw new Error('the emulator has too few products');
    const found = await products(app, `?q=${encodeURIComponent(wanted.title.toUpperCase())}`);
    expect(found.rows.map((row) => row.id)).toContain(wanted.id);
    expect(found.total).toBeLessThan(all.total);

    const byTitle = await products(app, '?sort=title&order=desc');
    const titles = byTitle.rows.map((row) => row.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base', numeric: true })),
    );

    // Sold out as the storefront says: every variant of the product keeps a stock and has none left.
    const soldOut = await productsOnceStockRead(app, '?filter[]=sold-out');
    // No limit: the whole (small) catalogue of the emulator in one answer.
    const listed = await app.request('/api/products');
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as ProductListResponse;
    const ids = list.products.map((product) => product.id);
    expect(ids).toHaveLength(all.catalogueTotal);
    const stock = (await (
      await app.request(
        `/api/variants?fields=inventory_quantity&${ids.map((id) => `product_ids[]=${id}`).join('&')}`,
      )
    ).json()) as VariantStockResponse;
    const quantity = new Map(stock.variants.map((variant) => [variant.id, variant.inventory_quantity]));
    const kept = list.products.filter(
      (product) =>
        product.variants.length > 0 &&
        product.variants.every((variant) => typeof quantity.get(variant.id) === 'number'),
    );
    const units = (product: (typeof kept)[number]) =>
      product.variants.reduce((sum, variant) => sum + Math.max(0, quantity.get(variant.id) ?? 0), 0);
    const expectedSoldOut = kept.filter((product) => units(product) === 0).map((product) => product.id);
    expect(soldOut.rows.map((row) => row.id).sort()).toEqual(expectedSoldOut.sort());

    const low = await products(app, '?filter[]=low-stock&threshold=40');
    const expectedLow = kept.filter((product) => units(product) > 0 && units(product) < 40);
    expect(expectedLow.length).toBeGreaterThan(0);
    expect(low.total).toBe(expectedLow.length);
    for (const row of low.rows) {
      const product = expectedLow.find((candidate) => candidate.id === row.id);
      if (!product) throw new Error(`${row.id} is not low on stock`);
      expect(row.stock?.units).toBe(units(product));
      expect(row.stock?.soldOutVariants).toBe(
        product.variants.filter((variant) => quantity.get(variant.id) === 0).length,
      );
    }
  });

  it('exports the filtered list as CSV, every row of it, UTF-8 with BOM and `;`', async () => {
    const { app } = testApp(emulator);
    const onSale = await products(app, '?filter[]=on-sale');
    const answer = await app.request('/api/admin/products/export?filter[]=on-sale');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?Référence;Produit;/);
    expect(lines).toHaveLength(onSale.total + 1);
    expect(lines.slice(1).every((line) => line.endsWith(`;${line.split(';').at(-1)}`))).toBe(true);
  });

  it.each([
    ['an unknown parameter', '?size=M'],
    ['a page of 0', '?page=0'],
    ['a page past the bound', '?page=10001'],
    ['a page that is not digits', '?page=1e1'],
    ['an unknown filter', '?filter[]=cheap'],
    ['an unknown sort', '?sort=__proto__'],
    ['an unknown collection', '?collection=../etc'],
    ['a threshold of 0', '?threshold=0'],
    ['a search of 101 characters', `?q=${'a'.repeat(101)}`],
    ['a repeated page', '?page=1&page=2'],
  ])('answers 400 with a message to %s, without asking the storefront', async (_, query) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(`/api/admin/products${query}`);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { status: number; message: string } };
    expect(body.error.status).toBe(400);
    expect(body.error.message).toMatch(/^Paramètre de requête/);
    expect(upstream.calls).toHaveLength(0);
  });

  it('counts every dashboard request against the rate limit', async () => {
    let now = 0;
    const { app } = testApp(emulator, { env: { ADMIN_RATE_LIMIT: '5' }, deps: { now: () => now } });
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await app.request('/api/admin/products?q=zzzz')).status).toBe(200);
    }
    const refused = await app.request('/api/admin/figures');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    now += 60_000;
    expect((await app.request('/api/admin/products?q=zzzz')).status).toBe(200);
  });
});

describe('GET /api/admin/figures', () => {
  it("counts the catalogue's products per collection, its prices, what is missing, the stock once read", async () => {
    const { app } = testApp(emulator);
    const list = await products(app);
    let figures: AdminFigures | undefined;
    for (let attempt = 0; attempt < 100 && !figures?.soldOut; attempt += 1) {
      const answer = await app.request('/api/admin/figures');
      expect(answer.status).toBe(200);
      figures = (await answer.json()) as AdminFigures;
      if (!figures.soldOut) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!figures?.soldOut) throw new Error('the stock was never read');
    expect(figures.products).toBe(list.catalogueTotal);
    expect(figures.priceBands.bands.reduce((sum, band) => sum + band.count, 0)).toBe(
      figures.products - figures.missing.price,
    );
    expect(figures.perCollection.reduce((sum, entry) => sum + entry.count, 0)).toBeGreaterThanOrEqual(
      figures.products,
    );
    expect(figures.newest.map((product) => product.id)).toEqual(list.rows.slice(0, 5).map((row) => row.id));
    const onSale = await products(app, '?filter[]=on-sale');
    expect(figures.onSale).toBe(onSale.total);
    const soldOut = await products(app, '?filter[]=sold-out');
    expect(figures.soldOut.products).toBe(soldOut.total);
    expect(figures.catalogue.readMs).toBeGreaterThanOrEqual(0);
    expect((await app.request('/api/admin/figures?x=1')).status).toBe(400);
  });
});
