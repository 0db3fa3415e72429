import { describe, expect, it } from 'vitest';
import { PRODUCT_CACHE } from './app.js';
import { useEmulator } from './testing/emulator.js';
import { testApp } from './testing/test-app.js';

const emulator = useEmulator();

function appWithClock() {
  const clock = { now: 1_000_000 };
  return { clock, ...testApp(emulator, { deps: { now: () => clock.now } }) };
}

describe('the product cache', () => {
  it('answers a repeated request from memory', async () => {
    const { app, upstream } = appWithClock();
    const first = await app.request('/api/products?limit=3');
    const second = await app.request('/api/products?limit=3');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(upstream.calls).toHaveLength(1);
  });

  it('sends the same bytes again after answering them compressed', async () => {
    const { app } = appWithClock();
    const plain = await (await app.request('/api/products')).text();
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    expect((await app.request('/api/products', gzip)).headers.get('content-encoding')).toBe('gzip');
    expect((await app.request('/api/products', gzip)).headers.get('content-encoding')).toBe('gzip');
    expect(await (await app.request('/api/products')).text()).toBe(plain);
  });

  it('keeps one entry per upstream query, whatever the order of the parameters', async () => {
    const { app, upstream } = appWithClock();
    await app.request('/api/products?limit=3&offset=1');
    await app.request('/api/products?offset=1&limit=3');
    await app.request('/api/products?limit=4&offset=1');
    expect(upstream.calls).toHaveLength(2);
  });

  it('caches details per product', async () => {
    const { app, upstream } = appWithClock();
    await app.request('/api/products/missing_a');
    await app.request('/api/products?limit=1');
    await app.request('/api/products?limit=1');
    expect(upstream.calls).toHaveLength(2);
  });

  it('asks the storefront again, and waits for it, once an entry has expired', async () => {
    const { app, upstream, clock } = appWithClock();
    await app.request('/api/products');
    clock.now += PRODUCT_CACHE.freshMs + PRODUCT_CACHE.staleMs;
    await emulator.setFault({ mode: 'error', status: 500, path: '/products' });
    expect((await app.request('/api/products')).status).toBe(502);
    expect(upstream.calls).toHaveLength(2);
  });

  it('serves a stale entry at once while it refreshes in the background', async () => {
    const { app, upstream, clock } = appWithClock();
    await app.request('/api/products');
    clock.now += PRODUCT_CACHE.freshMs + 1;
    // The storefront never answers now: only a copy served at once can be a 200 (waiting would end in a 504).
    await emulator.setFault({ mode: 'hang', path: '/products' });
    const stale = await app.request('/api/products');
    expect(stale.status).toBe(200);
    expect(upstream.calls).toHaveLength(2);
  });

  it('shares one storefront call between concurrent misses', async () => {
    const { app, upstream } = appWithClock();
    await emulator.setFault({ mode: 'slow', delayMs: 100, path: '/products' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/api/products')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(upstream.calls).toHaveLength(1);
  });

  it('never stores an error', async () => {
    const { app, upstream } = appWithClock();
    await emulator.setFault({ mode: 'error', status: 500, path: '/products', count: 1 });
    expect((await app.request('/api/products')).status).toBe(502);
    expect((await app.request('/api/products')).status).toBe(200);
    expect((await app.request('/api/products/no_such_product')).status).toBe(404);
    expect((await app.request('/api/products/no_such_product')).status).toBe(404);
    expect(upstream.calls).toHaveLength(4);
  });
});

describe('validators', () => {
  it('sends a weak ETag with Cache-Control, and 304 with no body to a matching If-None-Match', async () => {
    const { app } = appWithClock();
    const first = await app.request('/api/products');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    const revalidated = await app.request('/api/products', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers in full when the browser holds another version', async () => {
    const { app } = appWithClock();
    const answer = await app.request('/api/products', { headers: { 'if-none-match': 'W/"0000"' } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
  });

  it('gives different answers different validators', async () => {
    const { app } = appWithClock();
    const one = (await app.request('/api/products?limit=1')).headers.get('etag');
    const two = (await app.request('/api/products?limit=2')).headers.get('etag');
    expect(one).not.toBe(two);
  });
});
