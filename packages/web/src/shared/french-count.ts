const frenchNumber = new Intl.NumberFormat('fr-FR');

/** « 5 000 », « 20 000 »: a whole number as French writes it, thousands apart by a narrow no-break space. */
export const formatCount = (count: number): string => frenchNumber.format(count);

/** « 1 produit », « 0 création », « 5 000 créations »: the count written the French way, its noun agreed. */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count > 1 ? many : one}`;
