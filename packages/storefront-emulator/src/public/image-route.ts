import { Hono } from 'hono';
import type { ImageLibrary } from '../images/image-library.js';

/** The image path carries a content hash: the bytes behind a URL never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the client already holds this version (`If-None-Match`, weak or strong, or `*`). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * `GET /images/{hash}/{name}.svg`, or `/images/{folder%2Fhash%2Fname}.svg`: the product artwork, as a CDN serves
 * it. The raw path is the key, so encoded slashes stay one segment, as they do on the real CDN.
 */
export function imageRoute(images: ImageLibrary): Hono {
  return new Hono().get('/*', (c) => {
    const asset = images.find(new URL(c.req.url).pathname);
    if (!asset) return c.notFound();
    const headers = {
      'cache-control': IMMUTABLE,
      etag: asset.etag,
      // Opened on its own, an SVG is a document: it may draw, never run anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    };
    if (alreadyHeld(c.req.header('if-none-match'), asset.etag)) return c.body(null, 304, headers);
    return c.body(asset.svg, 200, { ...headers, 'content-type': 'image/svg+xml' });
  });
}
