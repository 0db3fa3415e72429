import type { Context } from 'hono';
import { type CachedBody, sendCachedBody, toCachedBody } from './cached-body.js';

/** A JSON answer ready to send again and again: serialised, encoded and validated once, gzipped at most once. */
export type JsonAnswer = CachedBody;

export function toJsonAnswer(data: unknown): Promise<JsonAnswer> {
  return toCachedBody(JSON.stringify(data));
}

/** 200 with the body (gzipped for a client that accepts it), or 304 when the browser already holds this version. */
export function sendJsonAnswer(c: Context, answer: JsonAnswer, cacheControl: string): Promise<Response> {
  return sendCachedBody(c, answer, { 'Cache-Control': cacheControl }, 'application/json; charset=utf-8');
}
