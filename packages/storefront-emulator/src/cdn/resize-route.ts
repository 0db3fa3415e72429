import { Hono } from 'hono';
import type { ImageLibrary } from '../images/image-library.js';
import { alreadyHeld, IMMUTABLE, SVG_HEADERS } from './http-caching.js';
import { contentTypes, outputFormat } from './output-format.js';
import { type PhotoLab, type PrintOrder, printKey, UPLOAD_SIZE } from './photo-lab.js';
import { printGeometry } from './resize-geometry.js';
import { parseResizeOptions } from './resize-options.js';

const PREFIX = '/cdn-cgi/image/';

/** Cloudflare answers its resizing errors in plain text, with the code in `Cf-Resized`. */
function resizeError(code: number, message: string, status: 400 | 404 | 502): Response {
  return new Response(`ERROR ${code}: ${message}`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cf-resized': `err=${code}` },
  });
}

/** The upload's path from what follows the options: a path, or an absolute URL on this very origin. */
function sourcePath(source: string, publicOrigin: string): string {
  return source.startsWith(`${publicOrigin}/`) ? source.slice(publicOrigin.length) : `/${source}`;
}

/**
 * `GET /cdn-cgi/image/{options}/{path as sent}`: Cloudflare's resizing on the CDN's own host. The options are read
 * as Cloudflare reads them; the picture is made once for each size, format and quality, then kept; under
 * `format=auto` the answer depends on `Accept`, so says `Vary`.
 */
export function resizeRoute(images: ImageLibrary, lab: PhotoLab | null, publicOrigin: string): Hono {
  return new Hono().get('/*', async (c) => {
    const path = new URL(c.req.url).pathname.slice(PREFIX.length);
    const slash = path.indexOf('/');
    const parsed = parseResizeOptions(slash < 0 ? path : path.slice(0, slash));
    if (!parsed.ok) return resizeError(9401, parsed.message, 400);
    const source = sourcePath(slash < 0 ? '' : path.slice(slash + 1), publicOrigin);
    const asset = images.find(source);
    if (!asset) return resizeError(9404, 'the image does not exist on the origin', 404);
    const { options } = parsed;
    const format = outputFormat(options.format, c.req.header('accept'));
    const order: PrintOrder = {
      geometry: printGeometry(UPLOAD_SIZE, options),
      format,
      quality: options.quality,
    };
    const etag = lab ? `"${asset.hash}-${printKey(order)}"` : asset.etag;
    const headers: Record<string, string> = {
      'cache-control': IMMUTABLE,
      etag,
      'x-content-type-options': 'nosniff',
    };
    if (options.format === 'auto') headers.vary = 'Accept';
    if (alreadyHeld(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    if (!lab) return c.body(asset.svg, 200, { ...headers, ...SVG_HEADERS });
    try {
      const bytes = await lab.print(asset, order);
      return c.body(bytes, 200, { ...headers, 'content-type': contentTypes[format] });
    } catch {
      if (options.redirectOnError) return c.redirect(source, 302);
      return resizeError(9523, 'the image could not be resized', 502);
    }
  });
}
