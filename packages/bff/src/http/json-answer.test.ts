import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './cached-body.js';
import { sendJsonAnswer, toJsonAnswer } from './json-answer.js';

async function appServing(data: unknown) {
  const answer = await toJsonAnswer(data);
  return { answer, app: new Hono().get('/', (c) => sendJsonAnswer(c, answer, 'no-cache')) };
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

describe('acceptsGzip', () => {
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
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
