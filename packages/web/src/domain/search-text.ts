/**
 * Text folded for matching: lower case, accents and ligatures dropped, so « echarpe » finds « Écharpe » and
 * « coeur » finds « Cœur ».
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** The folded words of a query; empty for blank text. */
export function searchTerms(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}
