/**
 * How the chat reads a shopper's question: as words without accents, case or plural, each compared with the
 * words of a topic forgiving small typos (« Livraisons ? », « livrasion » and « livraison » read alike).
 */

/** The words of `text`, lower case, without accents, punctuation or a plural's final s or x. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/[sx]$/, '') : word));
}

/**
 * Typos forgiven in a word of this length: none under five letters (« pour » is not « port »), one up to seven, two
 * from eight.
 */
function typosAllowed(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The edits (a letter added, removed, changed, or two neighbours swapped) between `a` and `b`, counted up to
 * `limit` + 1 at most: the restricted Damerau–Levenshtein distance.
 */
function editsBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row++) {
    const current = [row];
    for (let column = 1; column <= b.length; column++) {
      const changed = a[row - 1] === b[column - 1] ? 0 : 1;
      let edits = Math.min(
        (last[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (last[column - 1] ?? 0) + changed,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        edits = Math.min(edits, (beforeLast[column - 2] ?? 0) + 1);
      }
      current.push(edits);
    }
    beforeLast = last;
    last = current;
  }
  return Math.min(last[b.length] ?? 0, limit + 1);
}

/** Whether the shopper's `word` is `keyword` (in `wordsOf`'s form), maybe mistyped. */
export function resembles(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  const allowed = typosAllowed(keyword.length);
  return allowed > 0 && editsBetween(word, keyword, allowed) <= allowed;
}
