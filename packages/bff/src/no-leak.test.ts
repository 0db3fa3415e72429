import type { Fault } from '@aurele/storefront-emulator/control';
import { describe, expect, it } from 'vitest';
import { diskStaticFiles } from './static/disk-files.js';
import { type CatalogueSample, catalogueSample } from './testing/catalogue-sample.js';
import { closedPort } from './testing/closed-port.js';
import { useEmulator } from './testing/emulator.js';
import { hostileRequests } from './testing/hostile-requests.js';
import { leaksIn, leaksInBytes, upstreamSecrets } from './testing/leak-scan.js';
import { privateApiUrl } from './testing/private-api-url.js';
import { fromFetch, listenApp, sendRaw } from './testing/raw-http.js';
import { upstreamRoutes } from './testing/routes.js';
import { jsonPost, testApp } from './testing/test-app.js';
import { useWebRoot } from './testing/web-root.js';

const STORE_ID = 'st0re-s3cr3t-91f4';
const emulator = useEmulator({ storeId: STORE_ID });
const build = useWebRoot({ 'index.html': '<!doctype html><title>Maison Aurèle</title>' });

/**
 * Well-formed requests whose inputs carry the secrets themselves and reach the storefront or the web app, to
 * show that nothing is ever echoed, whatever the storefront answers. The malformed ones are the bad-input table.
 */
function secretBearingRequests(apiUrl: string): Array<[string, RequestInit?]> {
  const html = { accept: 'text/html' };
  return [
    [`/api/products/${STORE_ID}`],
    [`/api/products/${STORE_ID}?field=slug`],
    [`/api/products?ids[]=${STORE_ID}`],
    [`/api/variants?product_ids[]=${STORE_ID}`],
    [`/api/products`, { headers: { 'x-request-id': STORE_ID, 'if-none-match': STORE_ID } }],
    [
      '/api/checkout',
      jsonPost({ items: [{ variant_id: STORE_ID, quantity: 1 }], successUrl: `${apiUrl}/x` }),
    ],
    [`/${STORE_ID}`, { headers: html }],
    ['/', { headers: html }],
    ['/robots.txt'],
    ['/sitemap.xml'],
    ['/healthz'],
  ];
}

const faults: Array<[string, Fault]> = [
  ['a healthy storefront', { mode: 'none' }],
  ['a 500', { mode: 'error', status: 500 }],
  ['a 503', { mode: 'error', status: 503 }],
  ['a 404', { mode: 'error', status: 404 }],
  ['a 400', { mode: 'error', status: 400 }],
  ['invalid JSON', { mode: 'malformed' }],
  ['a slow answer past the timeout', { mode: 'slow', delayMs: 1000 }],
  ['no answer', { mode: 'hang' }],
  ['a dropped connection', { mode: 'drop' }],
  ['a 20 MB answer', { mode: 'huge' }],
];

/**
 * Sends every route, every secret-bearing request and every row of the bad-input table to the BFF's real
 * server: each leak found in the bytes of an answer or in a log line, and the statuses.
 */
async function leaksThrough(apiUrl: string, sample: CatalogueSample, timeoutMs = 8000) {
  const { app, logs } = testApp(
    { apiOrigin: apiUrl, storeId: STORE_ID, publicOrigin: emulator.publicOrigin },
    { env: { STOREFRONT_TIMEOUT_MS: String(timeoutMs) }, deps: { staticFiles: diskStaticFiles(build.path) } },
  );
  const port = await listenApp(app);
  const secrets = upstreamSecrets(apiUrl, STORE_ID);
  const requests = [
    ...[...upstreamRoutes.map((route) => route.request(sample)), ...secretBearingRequests(apiUrl)].map(
      fromFetch,
    ),
    ...hostileRequests({ storeId: STORE_ID, apiUrl }).map((row) => row.request),
  ];
  const found: string[] = [];
  const statuses: number[] = [];
  for (const request of requests) {
    const answer = await sendRaw(port, request);
    statuses.push(answer.status);
    found.push(
      ...leaksInBytes(answer.bytes, secrets).map((leak) => `${request.method} ${request.target}: ${leak}`),
    );
  }
  for (const line of logs)
    found.push(...leaksInBytes(Buffer.from(line), secrets).map((leak) => `log: ${leak}`));
  return { leaks: found, statuses };
}

describe('the store id and the upstream host never leave the BFF', () => {
  it.each(faults)(
    'with %s, over every route and hostile input',
    async (_, fault) => {
      const sample = await catalogueSample(emulator);
      await emulator.setFault(fault);
      // A short timeout only where waiting is the fault: a busy machine must not turn a healthy answer into a 504.
      const waits = fault.mode === 'slow' || fault.mode === 'hang';
      const { leaks, statuses } = await leaksThrough(
        privateApiUrl(emulator.apiOrigin, emulator.publicOrigin),
        sample,
        waits ? 250 : 8000,
      );
      expect(leaks).toEqual([]);
      // The storefront was really reached under its private name: healthy, every upstream route succeeds.
      if (fault.mode === 'none')
        expect(statuses.slice(0, upstreamRoutes.length)).toEqual([200, 200, 200, 200]);
      // Every request in turn, several of them waiting on a failing storefront: more than Vitest's default 5 s.
    },
    20_000,
  );

  it('with a refused connection, over every route and hostile input', async () => {
    const apiUrl = privateApiUrl(`http://127.0.0.1:${await closedPort()}`, emulator.publicOrigin);
    expect((await leaksThrough(apiUrl, await catalogueSample(emulator))).leaks).toEqual([]);
  });

  it('(the scans themselves find a secret in a header or a body)', async () => {
    const secrets = upstreamSecrets('http://api.private.test:8081', STORE_ID);
    const inHeader = new Response('{}', { headers: { 'x-debug': 'API.private.test' } });
    const inBody = new Response(`{"path":"/store/${STORE_ID}/products"}`);
    expect(await leaksIn(inHeader, secrets)).toHaveLength(1);
    expect(await leaksIn(inBody, secrets)).toHaveLength(1);
    expect(
      leaksInBytes(Buffer.from(`HTTP/1.1 200 OK\r\nX-Debug: ${STORE_ID}\r\n\r\n`), secrets),
    ).toHaveLength(1);
  });
});
