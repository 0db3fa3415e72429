import type { Context } from 'hono';
import { acceptsEncoding } from './accepts-encoding.js';
import type { AppEnv } from './app-env.js';
import { GZIP_MIN_BYTES } from './compression.js';
import { matchesIfNoneMatch, weakEtagOf } from './etag.js';

/** An answer's body ready to send again and again: encoded and validated once, gzipped at most once. */
export interface CachedBody {
  /** UTF-8 bytes, so that a cache hit is written to the socket as is. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The body gzipped, made for the first client that accepts gzip and kept for the next ones. */
  gzip?: Promise<Uint8Array<ArrayBuffer>>;
}

export async function toCachedBody(text: string): Promise<CachedBody> {
  const body = new TextEncoder().encode(text);
  return { body, etag: await weakEtagOf(body) };
}

/**
 * The body (gzipped for a client that accepts it) with its status, 200 unless said, or 304 when the browser already
 * holds this version. `headers` are sent with both; `contentType` with the body only.
 */
export async function sendCachedBody(
  c: Context<AppEnv>,
  answer: CachedBody,
  headers: Record<string, string>,
  contentType: string,
  status: 200 | 404 = 200,
): Promise<Response> {
  // Said here, not left to `compress()`: a header added to a finished answer makes Hono rebuild it as a stream.
  const validated = { ...headers, ETag: answer.etag, Vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304, validated);
  const typed = { ...validated, 'Content-Type': contentType };
  // A runtime that compresses by itself gets the plain bytes (see compression.ts).
  const gzipHere = c.get('compression') === 'app' && answer.body.byteLength >= GZIP_MIN_BYTES;
  if (!gzipHere || !acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
    return c.body(answer.body, status, typed);
  }
  answer.gzip ??= gzip(answer.body);
  // With Content-Encoding set, `compress()` leaves the answer alone.
  return c.body(await answer.gzip, status, { ...typed, 'Content-Encoding': 'gzip' });
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
