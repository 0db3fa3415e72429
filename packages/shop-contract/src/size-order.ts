import { foldText } from './fold-text.js';

/** Letter sizes from the smallest; `2XL` is read as `XXL`. */
const letterSizes = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl'];
const oneSize = new Set(['tu', 'taille unique', 'unique', 'one size', 'os', 'u']);

/** Where a size stands: its kind first (letters, numbers, ages, one size, anything else), then its rank in it. */
type SizeRank = readonly [kind: number, rank: number];

function rankOf(size: string): SizeRank {
  const folded = foldText(size).trim();
  const letters = folded.replace(/^(\d)x/, (_, times: string) => 'x'.repeat(Number(times)));
  const letter = letterSizes.indexOf(letters);
  if (letter >= 0) return [0, letter];
  const number = /^(\d+(?:[.,]\d+)?)$/.exec(folded);
  if (number?.[1]) return [1, Number(number[1].replace(',', '.'))];
  // « 18 mois », « 4 ans », « 3-4 ans »: the first number, months counted in years.
  const age = /^(\d+(?:[.,]\d+)?)(?:\s*[-/à]\s*\d+)?\s*(mois|months?|ans?|years?)$/.exec(folded);
  if (age?.[1] && age[2]) {
    const amount = Number(age[1].replace(',', '.'));
    return [2, /^mo/.test(age[2]) ? amount / 12 : amount];
  }
  if (oneSize.has(folded)) return [3, 0];
  return [4, 0];
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * Sizes in the order shoppers expect, not the alphabet's: XS < S < M < L < XL < XXL, 34 < 36 < 38,5, 6 mois < 2 ans
 * < 4 ans; one size after those, and any other word last, in French order.
 */
export function compareSizes(a: string, b: string): number {
  const [kindA, rankA] = rankOf(a);
  const [kindB, rankB] = rankOf(b);
  return kindA - kindB || rankA - rankB || collator.compare(a, b);
}
