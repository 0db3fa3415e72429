import { describe, expect, it } from 'vitest';
import { errorMessages } from './http/errors.js';
import { diskStaticFiles } from './static/disk-files.js';
import { catalogueSample } from './testing/catalogue-sample.js';
import { useEmulator } from './testing/emulator.js';
import { hostileRequests } from './testing/hostile-requests.js';
import { leaksInBytes, upstreamSecrets } from './testing/leak-scan.js';
import { privateApiUrl } from './testing/private-api-url.js';
import { listenApp, type RawRequest, sendRaw } from './testing/raw-http.js';
import { TEST_PUBLIC_ORIGIN, testApp } from './testing/test-app.js';
import { useWebRoot } from './testing/web-root.js';

const STORE_ID = 'st0re-b4d-1nput';
const emulator = useEmulator({ storeId: STORE_ID });
const build = useWebRoot({
  'index.html': '<!doctype html><title>Maison Aurèle</title>',
  'assets/app-1a2b.js': 'console.log(1)',
});

/** The BFF on a real socket (its own Node server), reaching the storefront under a private name. */
async function liveBff() {
  const apiUrl = privateApiUrl(emulator.apiOrigin, emulator.publicOrigin);
  const bff = testApp(
    { apiOrigin: apiUrl, storeId: STORE_ID, publicOrigin: emulator.publicOrigin },
    { deps: { staticFiles: diskStaticFiles(build.path) } },
  );
  return { ...bff, port: await listenApp(bff.app), secrets: upstreamSecrets(apiUrl, STORE_ID), apiUrl };
}

// The names are needed before the emulator listens; each test rebuilds its row with the real API address.
const table = hostileRequests({ storeId: STORE_ID, apiUrl: 'http://placeholder.test' });

describe(`${table.length} hostile requests`, () => {
  it('are at least 40 (the bad-input suite)', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table.map((row, index) => [row.what, index] as const))(
    '%s → its 4xx, a JSON error and no leak',
    async (_, index) => {
      const { port, secrets, apiUrl, logs, upstream } = await liveBff();
      const row = hostileRequests({ storeId: STORE_ID, apiUrl })[index];
      if (!row) throw new Error(`no row ${index}`);
      const answer = await sendRaw(port, row.request);
      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        status: row.status,
        body: { error: { status: row.status, message: errorMessages[row.message] } },
      });
      expect(new Map(answer.headers).get('content-type')).toMatch(/^application\/json\b/);
      expect(leaksInBytes(answer.bytes, secrets)).toEqual([]);
      expect(logs.filter((log) => leaksInBytes(Buffer.from(log), secrets).length > 0)).toEqual([]);
      // Refused before the storefront: a hostile request never costs an upstream call.
      expect(upstream.calls).toEqual([]);
    },
  );
});

/** A checkout the storefront accepts, with `extra` fields and headers a forger adds. */
const forgedCheckout = (
  variantId: string,
  extra: object,
  headers: Record<string, string> = {},
): RawRequest => ({
  method: 'POST',
  target: '/api/checkout',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify({ items: [{ variant_id: variantId, quantity: 1 }], ...extra }),
});

describe('return addresses and host headers a client forges are ignored, never trusted', () => {
  const forgeries: Array<[string, object, Record<string, string>?]> = [
    ['an absolute successUrl', { successUrl: 'https://evil.example/success' }],
    ['a protocol-relative successUrl', { successUrl: '//evil.example/success' }],
    ['a javascript: cancelUrl', { cancelUrl: 'javascript:alert(1)' }],
    ['a Host of another site', {}, { Host: 'evil.example' }],
    ['an X-Forwarded-Host', {}, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
    ['a Forwarded header', {}, { Forwarded: 'host=evil.example;proto=https' }],
    ['an X-Original-URL', {}, { 'X-Original-URL': '//evil.example/success' }],
  ];

  it.each(forgeries)(
    '%s: the storefront gets our addresses, the answer names no other site',
    async (_, extra, headers) => {
      const { port, upstream } = await liveBff();
      const { variantId } = await catalogueSample(emulator);
      const answer = await sendRaw(port, forgedCheckout(variantId, extra, headers));
      expect(answer.status).toBe(200);
      expect(upstream.calls.map((call) => call.body)).toEqual([
        expect.objectContaining({
          successUrl: `${TEST_PUBLIC_ORIGIN}/success`,
          cancelUrl: `${TEST_PUBLIC_ORIGIN}/cart`,
        }),
      ]);
      expect(answer.bytes.toString('latin1')).not.toMatch(/evil\.example|javascript:/i);
    },
  );
});
