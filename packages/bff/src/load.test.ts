import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueSample, catalogueSample } from './testing/catalogue-sample.js';
import { useEmulator } from './testing/emulator.js';
import { runServer, type ServerProcess } from './testing/server-process.js';
import { useWebRoot } from './testing/web-root.js';

const REQUESTS_PER_ROUND = 10_000;
const CONNECTIONS = 100;
/**
 * « Flat »: after a full garbage collection, the heap after the second round is within 2 MB of the heap after
 * the first. Once warm (caches filled, code compiled), a leak of 200 bytes per request would add 2 MB.
 */
const HEAP_TOLERANCE_BYTES = 2 * 1024 * 1024;

const emulator = useEmulator();
const build = useWebRoot({
  'index.html': '<!doctype html><title>Maison Aurèle</title>',
  'assets/app-1a2b.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

/** Every route a shopper's browser calls, in one round robin per connection. */
function shopperMix({ product, variantId }: CatalogueSample): autocannon.Request[] {
  return [
    { path: '/api/products' },
    { path: '/api/products?limit=12&offset=12' },
    { path: `/api/products/${product.id}` },
    { path: `/api/products/${product.id}?field=id` },
    { path: `/api/variants?product_ids[]=${product.id}` },
    { path: '/', headers: { accept: 'text/html' } },
    { path: '/shop', headers: { accept: 'text/html' } },
    { path: '/assets/app-1a2b.js' },
    { path: '/favicon.svg' },
    {
      method: 'POST',
      path: '/api/checkout',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ variant_id: variantId, quantity: 1 }] }),
    },
  ];
}

let bff: ServerProcess;
let origin: string;
beforeAll(async () => {
  bff = runServer(
    {
      PORT: '0',
      STOREFRONT_API_URL: emulator.apiOrigin,
      STOREFRONT_STORE_ID: emulator.storeId,
      WEB_ROOT: build.path,
      // One client sends every checkout here: the per-client limit would otherwise answer 429 after 20.
      CHECKOUT_RATE_LIMIT: '100000',
    },
    { withMemoryProbe: true },
  );
  ({ origin } = JSON.parse(await bff.nextLine()) as { origin: string });
}, 30_000);
afterAll(async () => {
  bff.child.kill('SIGTERM');
  await bff.exited;
});

async function round(sample: CatalogueSample) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: REQUESTS_PER_ROUND,
    requests: shopperMix(sample),
    timeout: 10,
  });
  return { answered: result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

describe(`${REQUESTS_PER_ROUND} requests at ${CONNECTIONS} concurrent through the real BFF`, () => {
  it('answer every one with a 2xx, then again, with a flat heap', async () => {
    const sample = await catalogueSample(emulator);
    const clean = { answered: REQUESTS_PER_ROUND, non2xx: 0, errors: 0, timeouts: 0 };

    expect(await round(sample)).toEqual(clean);
    const afterFirst = await bff.heapUsed();
    expect(await round(sample)).toEqual(clean);
    const afterSecond = await bff.heapUsed();

    expect(afterSecond - afterFirst).toBeLessThan(HEAP_TOLERANCE_BYTES);
  }, 120_000);
});
