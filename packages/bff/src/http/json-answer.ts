import type { Context } from 'hono';
import { matchesIfNoneMatch, weakEtagOf } from './etag.js';

/** A JSON answer ready to send again and again: serialised, encoded and validated once, gzipped at most once. */
export interface JsonAnswer {
  /** UTF-8 bytes, so that a cache hit is written to the socket as is. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The body gzipped, made for the first client that accepts gzip and kept for the next ones. */
  gzip?: Promise<Uint8Array<ArrayBuffer>>;
}

/** Below this, compressing costs more than it saves (the threshold of Hono's `compress()`). */
const GZIP_MIN_BYTES = 1024;

export function toJsonAnswer(data: unknown): Promise<JsonAnswer> {
  return toTextAnswer(JSON.stringify(data));
}

/** Any text kept the same way, for answers that are not JSON (the sitemap's XML). */
export async function toTextAnswer(text: string): Promise<JsonAnswer> {
  const body = new TextEncoder().encode(text);
  return { body, etag: await weakEtagOf(body) };
}

/** 200 with the body (gzipped for a client that accepts it), or 304 when the browser already holds this version. */
export async function sendJsonAnswer(
  c: Context,
  answer: JsonAnswer,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
): Promise<Response> {
  // Said here, not left to `compress()`: a header added to a finished answer makes Hono rebuild it as a stream.
  const headers = { ETag: answer.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304, headers);
  const json = { ...headers, 'Content-Type': contentType };
  if (answer.body.byteLength < GZIP_MIN_BYTES || !acceptsGzip(c.req.header('Accept-Encoding'))) {
    return c.body(answer.body, 200, json);
  }
  answer.gzip ??= gzip(answer.body);
  // With Content-Encoding set, `compress()` leaves the answer alone.
  return c.body(await answer.gzip, 200, { ...json, 'Content-Encoding': 'gzip' });
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `Accept-Encoding` gives gzip, or else `*`, a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return [coding, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const weight = weights.get('gzip') ?? weights.get('*');
  return weight !== undefined && weight > 0;
}
