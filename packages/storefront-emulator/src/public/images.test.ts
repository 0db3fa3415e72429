import { describe, expect, it } from 'vitest';
import { testEmulator } from '../testing/fixture.js';

const emulator = testEmulator();
const product = emulator.state.catalogue.products[0];
const imagePath = (url: string | null | undefined) => new URL(url ?? '').pathname;
const image = (path: string, init?: RequestInit) => emulator.public.request(path, init);

describe('GET /images/{hash}/{name}.svg', () => {
  it('serves every product image as an immutable SVG with an ETag', async () => {
    for (const product of emulator.state.catalogue.products) {
      for (const media of product.images) {
        const response = await image(imagePath(media.url));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('etag')).toMatch(/^"[a-z0-9]{10}"$/);
      }
    }
  });

  it('draws a portrait 4:5 picture with its size, and nothing that runs or loads', async () => {
    const svg = await (await image(imagePath(product?.thumbnail))).text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 1000" width="800" height="1000">/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|<image|<text|href="http|url\(http/);
  });

  it('names the content in the path: the ETag is the hash in the URL', async () => {
    const path = imagePath(product?.thumbnail);
    const response = await image(path);
    expect(response.headers.get('etag')).toBe(`"${path.split('/')[2]}"`);
  });

  it('answers 304 without a body when the client already holds the version', async () => {
    const path = imagePath(product?.thumbnail);
    const etag = (await image(path)).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await image(path, { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
    }
    expect((await image(path, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('draws each colour and each view of a product differently', () => {
    for (const candidate of emulator.state.catalogue.products) {
      const hashes = candidate.media.map((media) => imagePath(media.url).split('/')[2]);
      expect(new Set(hashes).size).toBe(hashes.length);
    }
  });

  it('answers 404 to an image it does not have', async () => {
    const path = imagePath(product?.thumbnail).replace(/\/images\/[a-z0-9]+\//, '/images/0000000000/');
    const response = await image(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
