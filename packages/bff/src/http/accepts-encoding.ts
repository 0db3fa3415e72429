import { acceptWeights } from './accept-weights.js';

/** `Accept-Encoding` gives this coding (`gzip`, `br`), or else `*`, a weight above zero. */
export function acceptsEncoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  const weights = acceptWeights(header ?? '');
  const weight = weights.get(coding) ?? weights.get('*');
  return weight !== undefined && weight > 0;
}
