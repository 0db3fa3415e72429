/** Made on first use: the first number a page formats loads the browser's locale data, a long task on a phone. */
let frenchNumber: Intl.NumberFormat | undefined;

/** « 5 000 », « 20 000 »: a whole number as French writes it, thousands apart by a narrow no-break space. */
export function formatCount(count: number): string {
  frenchNumber ??= new Intl.NumberFormat('fr-FR');
  return frenchNumber.format(count);
}

/** « 1 produit », « 0 création », « 5 000 créations »: the count written the French way, its noun agreed. */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count > 1 ? many : one}`;
