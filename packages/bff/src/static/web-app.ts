import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptsEncoding } from '../http/accepts-encoding.js';
import { acceptsHtml } from '../http/accepts-html.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { matchesIfNoneMatch } from '../http/etag.js';
import { cacheControlFor } from './cache-policy.js';
import { toRelativeFilePath } from './file-path.js';
import { inlineStyleHashes, type PageStyleHashes } from './inline-style-hashes.js';
import type { StaticFile, StaticFiles } from './static-files.js';
import type { WebBuildFiles } from './web-build-files.js';

/**
 * The built web app: its files, its prerendered pages (also what a page the BFF renders falls back to), and for
 * any other page a client that reads HTML asks for (`acceptsHtml`), or a product the storefront does not know,
 * its prerendered 404 (status 404),
 * or `index.html` when the build prerendered none or did not name its pages (the app then renders
 * its own French 404). Without a build (no `index.html`), pages are a 503, not a crash.
 */
export function webAppRoutes(
  files: StaticFiles | undefined,
  /** The names of its parameter pages and of its 404, as the web build declares them. */
  names: Pick<WebBuildFiles, 'parameterPage' | 'notFoundPage'> | undefined,
  /** The headers of a page: its Content-Security-Policy, given the hashes of its inline styles, and hints. */
  pageHeaders: (inlineStyleHashes: string[]) => Record<string, string>,
  stylesOf: PageStyleHashes = inlineStyleHashes(),
) {
  const find = (path: string) => files?.find(path) ?? Promise.resolve(undefined);

  async function sendFile(c: Context<AppEnv>, path: string, file: StaticFile, status: 200 | 404 = 200) {
    const brotli = await brotliCopy(c, path);
    const etag = brotli ? `W/"${brotli.version}-br"` : `W/"${file.version}"`;
    const headers: Record<string, string> = {
      'Cache-Control': cacheControlFor(path),
      ETag: etag,
      'Content-Type': getMimeType(path) ?? 'application/octet-stream',
      ...(path.endsWith('.html') ? pageHeaders(await stylesOf(path, file)) : {}),
      // With Content-Encoding set, `compress()` leaves the answer alone.
      ...(brotli ? { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' } : {}),
    };
    const sent = brotli ?? file;
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    const sized = sent.size === undefined ? headers : { ...headers, 'Content-Length': String(sent.size) };
    if (c.req.method === 'HEAD') return c.body(null, status, sized);
    return c.body(sent.open(), status, sized);
  }

  /**
   * The build's Brotli copy of an asset (`web/prerender/precompress-assets.ts`), for a browser that takes `br`,
   * when the app compresses its own answers: a runtime that compresses by itself would compress it once more.
   */
  async function brotliCopy(c: Context<AppEnv>, path: string): Promise<StaticFile | undefined> {
    if (!path.startsWith('assets/') || c.get('compression') !== 'app') return undefined;
    if (!acceptsEncoding(c.req.header('Accept-Encoding'), 'br')) return undefined;
    return find(`${path}.br`);
  }

  return new Hono<AppEnv>().get('*', async (c) => {
    const path = toRelativeFilePath(new URL(c.req.url).pathname);
    for (const candidate of filesFor(path, names?.parameterPage)) {
      const file = await find(candidate);
      if (file) return sendFile(c, candidate, file);
    }
    // A missing script or image must not come back as a page, nor a page to a client that reads only JSON.
    if (path.startsWith('assets/') || !acceptsHtml(c.req.header('Accept'))) {
      throw new HttpError(404, errorMessages.notFound);
    }
    const index = await find('index.html');
    if (!index) throw new HttpError(503, errorMessages.webAppUnavailable);
    const notFoundPage = names?.notFoundPage;
    const notFound = notFoundPage ? await find(notFoundPage) : undefined;
    if (notFoundPage && notFound) return sendFile(c, notFoundPage, notFound, 404);
    return sendFile(c, 'index.html', index);
  });
}

/** The files that may hold a path: itself, `shop/index.html` or `shop.html`, then its folder's parameter page. */
function filesFor(path: string, parameterPage: string | undefined): string[] {
  if (!path) return ['index.html'];
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : undefined;
  const parameterFile = folder && parameterPage ? [`${folder}/${parameterPage}`] : [];
  return [path, `${path}/index.html`, `${path}.html`, ...parameterFile];
}
