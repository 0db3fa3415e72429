/**
 * Text folded for matching: lower case, accents and ligatures dropped, so « echarpe » finds « Écharpe », « coeur »
 * finds « Cœur » and « grosse » « Größe ».
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** The folded words of a query; empty for blank text. */
export function searchTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}
