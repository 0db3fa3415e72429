import { searchTerms } from '@aurele/shop-contract';
import type { SearchTexts } from './search-texts.js';

/**
 * What a search that found nothing probably meant: each of its terms replaced by the catalogue's nearest word
 * (« robbbe noire »: « robe noire »). Undefined when a term is near no word, or when nothing would change.
 */
export function didYouMean(texts: SearchTexts, search: string): string | undefined {
  const terms = searchTerms(search);
  const nearest = terms.map((term) => texts.nearest(term));
  if (nearest.length === 0 || nearest.some((word) => word === undefined)) return undefined;
  const meant = nearest.join(' ');
  return meant === terms.join(' ') ? undefined : meant;
}
