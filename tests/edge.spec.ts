import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { ProductListResponse, VariantStockResponse } from '@aurele/storefront-contract';
import { expect, testOnOwnStack } from './own-stack.ts';

// The shop's BFF in a local workerd (`wrangler dev`, as `npm run start:edge` runs it) with the emulator behind
// it, asked over real HTTP: what only the wire shows (the runtime's own compression) and the edge's promises.
const test = testOnOwnStack({}, 'workerd');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as received. */
  body: Buffer;
  /** The body as a browser reads it: gunzipped once when it says gzip (a second layer would stay unreadable). */
  text: string;
}

/**
 * One request as a browser sends it (gzip accepted: locally, workerd gives every client gzip, see the BFF's
 * README), its answer as bytes: fetch would undo a gzip layer by itself and hide a second one.
 */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const headers = { 'accept-encoding': 'gzip', ...init.headers };
  return new Promise<RawAnswer>((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzipped = answer.headers['content-encoding'] === 'gzip';
        // A 304 keeps the representation's headers, gzip included, and has no body.
        const text = (gzipped && body.byteLength > 0 ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body, text });
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

const html = { accept: 'text/html' };

test.describe('the shop on workerd, over the wire', () => {
  test('compresses once: a gzipped answer is the JSON after one gunzip', async ({ baseURL }) => {
    const answer = await raw(`${baseURL}/api/products`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const { products } = JSON.parse(answer.text) as ProductListResponse;
    expect(products.length).toBeGreaterThan(0);
    const page = await raw(`${baseURL}/shop`, { headers: html });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toMatch(/^<!doctype html>/i);
  });

  test('answers 304 to a held ETag, for the API and for a rendered page', async ({ baseURL }) => {
    for (const [path, headers] of [
      ['/api/products?limit=2', {}],
      ['/shop', html],
      ['/about', html],
    ] as const) {
      const first = await raw(`${baseURL}${path}`, { headers });
      const etag = String(first.headers.etag ?? '');
      expect(etag, path).toMatch(/^W\/"/);
      const again = await raw(`${baseURL}${path}`, { headers: { ...headers, 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(again.body.byteLength, path).toBe(0);
    }
  });

  test("sends each page's CSP with its inline styles' hashes from the build's manifest", async ({
    baseURL,
  }) => {
    for (const path of ['/', '/shop', '/about', '/no/such/page']) {
      const policy = String(
        (await raw(`${baseURL}${path}`, { headers: html })).headers['content-security-policy'],
      );
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-[A-Za-z0-9+/=]+'/);
    }
    const script = (await raw(`${baseURL}/`, { headers: html })).text.match(/src="(\/assets\/[^"]+\.js)"/);
    const asset = await raw(`${baseURL}${script?.[1]}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  test('makes the four storefront calls', async ({ baseURL }) => {
    const list = JSON.parse((await raw(`${baseURL}/api/products`)).text) as ProductListResponse;
    expect(list.products.length).toBeGreaterThan(0);
    const ids = list.products.slice(0, 50).map((product) => `product_ids[]=${product.id}`);
    const stock = await raw(`${baseURL}/api/variants?${ids.join('&')}`);
    const { variants } = JSON.parse(stock.text) as VariantStockResponse;
    const variant = variants.find((candidate) => (candidate.inventory_quantity ?? 0) > 0);
    const product = list.products.find((candidate) => candidate.variants.some((v) => v.id === variant?.id));
    expect(product).toBeDefined();
    const detail = await raw(`${baseURL}/api/products/${product?.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.parse(detail.text)).toMatchObject({ product: { id: product?.id } });
    const checkout = await raw(`${baseURL}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ variant_id: variant?.id, quantity: 1 }] }),
    });
    expect(checkout.status).toBe(200);
    expect(new URL(JSON.parse(checkout.text).url).protocol).toMatch(/^https?:$/);
  });

  test('answers bad input with a 4xx JSON error that names neither the store nor its API host', async ({
    baseURL,
    ownStack,
  }) => {
    const { storeId, apiOrigin } = ownStack.emulator ?? { storeId: '', apiOrigin: '' };
    const secrets = [storeId, apiOrigin, new URL(apiOrigin).host];
    const json = { 'content-type': 'application/json' };
    const hostile: Array<[string, Parameters<typeof raw>[1], number]> = [
      [`/api/products?unknown=${storeId}`, {}, 400],
      ['/api/products?limit=0x10', {}, 400],
      [`/api/products/${storeId}%2F..%2Fx`, {}, 400],
      ['/api/variants?product_ids[]=../../x', {}, 400],
      ['/api/checkout', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }, 415],
      ['/api/checkout', { method: 'POST', headers: json, body: '{"items": [' }, 400],
      [
        '/api/checkout',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ items: [{ variant_id: storeId, quantity: -1 }] }),
        },
        400,
      ],
      ['/api/products', { method: 'DELETE' }, 405],
      ['/..%2f..%2fpackage.json', { headers: html }, 400],
    ];
    for (const [path, init, status] of hostile) {
      const answer = await raw(`${baseURL}${path}`, init);
      expect(answer.status, path).toBe(status);
      const body = JSON.parse(answer.text);
      expect(body, path).toEqual({ error: { status, message: expect.any(String) } });
      const bytes = `${JSON.stringify(answer.headers)}\n${answer.text}`;
      for (const secret of secrets) expect(bytes, `${path} carries ${secret}`).not.toContain(secret);
    }
  });

  // Last: it spends the client's checkouts for the minute.
  test("counts checkouts with the platform's rate-limiting binding: past 20 a minute, a 429 JSON", async ({
    baseURL,
  }) => {
    const refused = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' };
    const statuses: number[] = [];
    let limited: RawAnswer | undefined;
    // The binding allows 20 a minute (wrangler.jsonc), this file's earlier tests included.
    while (!limited && statuses.length <= 20) {
      const answer = await raw(`${baseURL}/api/checkout`, refused);
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([415]));
    expect(limited?.headers['retry-after']).toBe('60');
    expect(JSON.parse(limited?.text ?? '')).toEqual({ error: { status: 429, message: expect.any(String) } });
  });
});
