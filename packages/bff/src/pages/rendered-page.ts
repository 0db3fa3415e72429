import { type CachedBody, toCachedBody } from '../http/cached-body.js';
import { hashInlineStyles } from '../static/inline-style-hashes.js';

/** A rendered page as the cache keeps it: its bytes (and gzip, once asked), its ETag and its CSP's style hashes. */
export interface RenderedPage extends CachedBody {
  styleHashes: string[];
}

export async function toRenderedPage(html: string): Promise<RenderedPage> {
  const [body, styleHashes] = await Promise.all([toCachedBody(html), hashInlineStyles(html)]);
  return { ...body, styleHashes };
}
