import { describe, expect, it } from 'vitest';
import { testEmulator } from '../testing/fixture.js';

// In memory (the web app's stories), there is no photo lab: both CDN addresses answer the drawing itself.
const emulator = testEmulator();
const product = emulator.state.catalogue.products[0];
const uploadPath = (url: string | null | undefined) => new URL(url ?? '').pathname;
const thumbnail = uploadPath(product?.thumbnail);
const get = (path: string, init?: RequestInit) => emulator.public.request(path, init);

describe('the CDN in memory', () => {
  it('serves every product picture at its upload path as an immutable SVG with an ETag', async () => {
    for (const product of emulator.state.catalogue.products) {
      for (const media of product.images) {
        const response = await get(uploadPath(media.url));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('etag')).toMatch(/^"[a-z0-9]{10}"$/);
      }
    }
  });

  it('draws a portrait 4:5 picture with its size, and nothing that runs or loads', async () => {
    const svg = await (await get(thumbnail)).text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 1000" width="800" height="1000">/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|<image|<text|href="http|url\(http/);
  });

  it('names the content in the file name: the ETag is the hash it starts with', async () => {
    const response = await get(thumbnail);
    const hash = thumbnail.split('/').at(-1)?.split('-')[0];
    expect(response.headers.get('etag')).toBe(`"${hash}"`);
  });

  it('answers 304 without a body when the client already holds the version', async () => {
    const etag = (await get(thumbnail)).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(thumbnail, { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
    }
    expect((await get(thumbnail, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('draws each colour and each view of a product differently', () => {
    for (const candidate of emulator.state.catalogue.products) {
      const files = candidate.media.map((media) => uploadPath(media.url).split('/').at(-1));
      expect(new Set(files).size).toBe(files.length);
    }
  });

  it('answers the drawing to a resize too, with Vary under format=auto', async () => {
    const response = await get(`/cdn-cgi/image/format=auto,width=480,quality=75${thumbnail}`, {
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(await response.text()).toBe(await (await get(thumbnail)).text());
  });

  it('answers 404 to a picture it does not have, at either address', async () => {
    const unknown = thumbnail.replace(/\/[a-z0-9]{10}-/, '/0000000000-');
    expect((await get(unknown)).status).toBe(404);
    const resized = await get(`/cdn-cgi/image/width=480${unknown}`);
    expect(resized.status).toBe(404);
    expect(await resized.text()).toBe('ERROR 9404: the image does not exist on the origin');
  });

  it('refuses bad options with a 400 before looking for the picture, as Cloudflare does', async () => {
    const response = await get(`/cdn-cgi/image/width=wide${thumbnail}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cf-resized')).toBe('err=9401');
    expect(await response.text()).toBe(
      'ERROR 9401: invalid width wide: a number of pixels above 0 was expected',
    );
  });

  it('keeps the %2F-encoded path of a store that has one as the key, at both addresses', async () => {
    const jaipur = testEmulator({ profile: 'comptoir-jaipur' });
    const encoded = uploadPath(jaipur.state.catalogue.products[0]?.thumbnail);
    expect(encoded).toMatch(/^\/cdn-ecommerce\/store_[0-9A-Z]{26}%2Fassets%2F[a-z0-9]{10}-dsc\d{6}\.jpg$/);
    expect((await jaipur.public.request(encoded)).status).toBe(200);
    expect((await jaipur.public.request(`/cdn-cgi/image/w=320${encoded}`)).status).toBe(200);
    // The same path with real slashes is another (unknown) file.
    expect((await jaipur.public.request(decodeURIComponent(encoded))).status).toBe(404);
    expect((await jaipur.public.request(`/cdn-cgi/image/w=320${decodeURIComponent(encoded)}`)).status).toBe(
      404,
    );
  });
});
