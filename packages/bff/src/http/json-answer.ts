import type { Context } from 'hono';
import { matchesIfNoneMatch, weakEtagOf } from './etag.js';

/** A JSON answer ready to send again and again: serialised once, validator computed once. */
export interface JsonAnswer {
  body: string;
  etag: string;
}

export async function toJsonAnswer(data: unknown): Promise<JsonAnswer> {
  const body = JSON.stringify(data);
  return { body, etag: await weakEtagOf(body) };
}

/** 200 with the body, or 304 when the browser already holds this version. */
export function sendJsonAnswer(c: Context, answer: JsonAnswer, cacheControl: string): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': cacheControl };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
}
