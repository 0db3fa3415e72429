import { acceptWeights } from './accept-weights.js';

/** `Accept-Encoding` gives gzip, or else `*`, a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = acceptWeights(header ?? '');
  const weight = weights.get('gzip') ?? weights.get('*');
  return weight !== undefined && weight > 0;
}
