import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accepts-encoding.js';
import type { AppEnv } from './app-env.js';
import { type Compression, compression } from './compression.js';
import { sendJsonAnswer, toJsonAnswer } from './json-answer.js';

/** The answer alone (`app`: no `compress()` after it), or behind the runtime's compression middleware. */
async function appServing(data: unknown, mode: Compression = 'app') {
  const answer = await toJsonAnswer(data);
  const app = new Hono<AppEnv>()
    .use(
      mode === 'app'
        ? async (c, next) => {
            c.set('compression', 'app');
            await next();
          }
        : compression(mode),
    )
    .get('/', (c) => sendJsonAnswer(c, answer, 'no-cache'));
  return { answer, app };
}
const large = {
  products: Array.from({ length: 50 }, (_, n) => ({ id: `prod_${n}`, title: 'Robe en soie' })),
};
const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } };

describe('sendJsonAnswer', () => {
  it('gzips a large answer once, then sends the same compressed bytes to every client that accepts gzip', async () => {
    const { app, answer } = await appServing(large);
    const first = await app.request('/', gzip);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(large);
    const kept = answer.gzip;
    expect(Buffer.from(await (await app.request('/', gzip)).arrayBuffer())).toEqual(bytes);
    expect(answer.gzip).toBe(kept);
  });

  it('sends the plain bytes to a client that does not accept gzip, and a small answer always', async () => {
    const { app } = await appServing(large);
    const plain = await app.request('/', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(large);
    const small = await (await appServing({ ok: true })).app.request('/', gzip);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('sendJsonAnswer on a runtime that compresses by itself (workerd)', () => {
  it('sends the plain bytes marked gzip, for the runtime to compress once, and never gzips them itself', async () => {
    const { app, answer } = await appServing(large, 'runtime');
    const marked = await app.request('/', gzip);
    expect(marked.headers.get('content-encoding')).toBe('gzip');
    expect(marked.headers.get('vary')).toBe('Accept-Encoding');
    expect(await marked.json()).toEqual(large);
    expect(answer.gzip).toBeUndefined();
    const plain = await app.request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(large);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['gzip;q=abc', false],
    ['deflate, br', false],
    ['', false],
    [undefined, false],
  ] as const)('gzip in %s → %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0, gzip', false],
    ['gzip', false],
    ['*;q=0.1', true],
  ] as const)('br in %s → %s', (header, expected) => {
    expect(acceptsEncoding(header, 'br')).toBe(expected);
  });
});
