import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { acceptsEncoding } from './accepts-encoding.js';
import type { AppEnv } from './app-env.js';

/**
 * Who compresses text answers. `app` (Node): Hono's `compress()`, and cached bodies keep their gzipped bytes.
 * `runtime` (workerd): the runtime gzips any answer that says `Content-Encoding: gzip` on its way out, so the app
 * only says it; compressing here too would send gzip inside gzip, which no browser reads.
 */
export type Compression = 'app' | 'runtime';

/** Below this, compressing costs more than it saves (the threshold of Hono's `compress()`). */
export const GZIP_MIN_BYTES = 1024;

export function compression(mode: Compression): MiddlewareHandler<AppEnv> {
  const inApp = compress();
  return async (c, next) => {
    c.set('compression', mode);
    if (mode === 'app') return inApp(c, next);
    await next();
    const { res } = c;
    const length = res.headers.get('Content-Length');
    if (
      !res.body ||
      res.headers.has('Content-Encoding') ||
      (length && Number(length) < GZIP_MIN_BYTES) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    // A copy: an answer from a binding (static assets) has immutable headers.
    const marked = new Response(res.body, res);
    if (!/accept-encoding/i.test(marked.headers.get('Vary') ?? ''))
      marked.headers.append('Vary', 'Accept-Encoding');
    if (acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
      marked.headers.set('Content-Encoding', 'gzip');
      marked.headers.delete('Content-Length');
    }
    c.res = undefined;
    c.res = marked;
  };
}
