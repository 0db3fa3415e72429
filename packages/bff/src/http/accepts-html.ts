import { acceptWeights } from './accept-weights.js';

/**
 * The client reads an HTML page: it sends no `Accept` (as many crawlers), or one that weighs `text/html` above zero,
 * by name or through `text/*` or the catch-all of every type (curl's default). Only a client that lists nothing an
 * HTML page satisfies, such as `application/json` alone, does not.
 */
export function acceptsHtml(header: string | undefined): boolean {
  if (!header?.trim()) return true;
  const weights = acceptWeights(header);
  const weight = weights.get('text/html') ?? weights.get('text/*') ?? weights.get('*/*');
  return weight !== undefined && weight > 0;
}
