import { frenchDigits } from '@aurele/ui/format-price';

/** « 5 000 », « 20 000 »: a whole number as French writes it, thousands apart by a narrow no-break space. */
export function formatCount(count: number): string {
  return frenchDigits(count, 0);
}

/** « 1 produit », « 0 création », « 5 000 créations »: the count written the French way, its noun agreed. */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count > 1 ? many : one}`;
