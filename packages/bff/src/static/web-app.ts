import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { errorMessages, HttpError } from '../http/errors.js';
import { matchesIfNoneMatch } from '../http/etag.js';
import { cacheControlFor } from './cache-policy.js';
import { toRelativeFilePath } from './file-path.js';
import type { StaticFile, StaticFiles } from './static-files.js';

/** Crawlers may read everything when the build ships no robots.txt of its own. */
export const DEFAULT_ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/**
 * The built web app: its files, `/robots.txt` as text, and `index.html` for any other page a browser asks for
 * (the app renders its own French 404). Without a build (no `index.html`), pages are a 503, not a crash.
 */
export function webAppRoutes(files: StaticFiles | undefined) {
  const find = (path: string) => files?.find(path) ?? Promise.resolve(undefined);

  return new Hono()
    .get('/robots.txt', async (c) => {
      const file = await find('robots.txt');
      if (file) return sendFile(c, 'robots.txt', file);
      return c.text(DEFAULT_ROBOTS_TXT, 200, { 'Cache-Control': cacheControlFor('robots.txt') });
    })
    .get('*', async (c) => {
      const path = toRelativeFilePath(new URL(c.req.url).pathname);
      // A prerendered page may be `shop/index.html` or `shop.html`.
      for (const candidate of path ? [path, `${path}/index.html`, `${path}.html`] : ['index.html']) {
        const file = await find(candidate);
        if (file) return sendFile(c, candidate, file);
      }
      // A missing script or image must not come back as a page.
      if (path.startsWith('assets/') || !c.req.header('Accept')?.includes('text/html')) {
        throw new HttpError(404, errorMessages.notFound);
      }
      const index = await find('index.html');
      if (!index) throw new HttpError(503, errorMessages.webAppUnavailable);
      return sendFile(c, 'index.html', index);
    });
}

function sendFile(c: Context, path: string, file: StaticFile): Response {
  const headers = {
    'Cache-Control': cacheControlFor(path),
    ETag: `W/"${file.size.toString(16)}-${Math.trunc(file.modifiedMs).toString(16)}"`,
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
  };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), headers.ETag)) return c.body(null, 304, headers);
  const sized = { ...headers, 'Content-Length': String(file.size) };
  if (c.req.method === 'HEAD') return c.body(null, 200, sized);
  return c.body(file.open(), 200, sized);
}
