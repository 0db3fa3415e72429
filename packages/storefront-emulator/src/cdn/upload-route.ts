import { Hono } from 'hono';
import type { ImageLibrary } from '../images/image-library.js';
import { alreadyHeld, IMMUTABLE, SVG_HEADERS } from './http-caching.js';
import { type PhotoLab, UPLOAD_ORDER } from './photo-lab.js';

/**
 * `GET /cdn-ecommerce/{store folder}/assets/{file}.jpg` (or its encoded form): the merchant's upload, a 12 MP JPEG
 * from the lab, or the drawing itself where there is no lab (in memory). The raw path is the key, so encoded
 * slashes stay one segment, as they do on the real CDN.
 */
export function uploadRoute(images: ImageLibrary, lab: PhotoLab | null): Hono {
  return new Hono().get('/*', async (c) => {
    const asset = images.find(new URL(c.req.url).pathname);
    if (!asset) return c.text('Not found', 404);
    const headers = { 'cache-control': IMMUTABLE, etag: asset.etag, 'x-content-type-options': 'nosniff' };
    if (alreadyHeld(c.req.header('if-none-match'), asset.etag)) return c.body(null, 304, headers);
    if (!lab) return c.body(asset.svg, 200, { ...headers, ...SVG_HEADERS });
    const jpeg = await lab.print(asset, UPLOAD_ORDER);
    return c.body(jpeg, 200, { ...headers, 'content-type': 'image/jpeg' });
  });
}
