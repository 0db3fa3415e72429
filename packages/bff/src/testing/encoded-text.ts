import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { onWorkerd } from './runtime-deps.js';

/**
 * The text of an answer marked `Content-Encoding: gzip`, as the client reads it. On Node the app compressed it:
 * gunzipped here. Inside workerd the runtime compresses it once on its way out (`edge.wire.test.ts` proves that
 * step), so the app must hand over plain bytes: gzip bytes there would reach the browser compressed twice.
 */
export async function encodedText(answer: Response): Promise<string> {
  expect(answer.headers.get('content-encoding')).toBe('gzip');
  const bytes = Buffer.from(await answer.arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  expect(gzipped).toBe(!onWorkerd());
  return gzipped ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
}
