import { SearchVocabulary } from './search-vocabulary.js';

/**
 * Every product's folded search text, in the featured order, also joined in one string: a term is looked for with
 * one scan of that string, not one string per product (at 20 000 products, following 20 000 strings is what a
 * search spent its time on). Ranks are positions in the featured order.
 */
export class SearchTexts {
  readonly #texts: readonly string[];
  /** The texts, each after a line feed (those in a text made spaces): a term never spans two products. */
  readonly #joined: string;
  /** Where each rank's text starts in `#joined`. */
  readonly #starts: Uint32Array;
  readonly #vocabulary: SearchVocabulary;

  constructor(texts: readonly string[]) {
    this.#texts = texts;
    this.#starts = new Uint32Array(texts.length);
    let offset = 0;
    texts.forEach((text, rank) => {
      this.#starts[rank] = offset + 1;
      offset += text.length + 1;
    });
    this.#joined = texts.map((text) => `\n${text.replaceAll('\n', ' ')}`).join('');
    this.#vocabulary = new SearchVocabulary(texts);
  }

  /** The term, then the catalogue's words it is a typo of: what a forgiving search looks for. */
  spellings(term: string): string[] {
    return this.#vocabulary.spellings(term);
  }

  /** The catalogue's word nearest to a term nothing matched (search-vocabulary.ts). */
  nearest(term: string): string | undefined {
    return this.#vocabulary.nearest(term);
  }

  text(rank: number): string {
    return this.#texts[rank] ?? '';
  }

  /**
   * Calls `visit` with each rank whose text contains `term` (a search term: no white space), in order, each once,
   * until it returns false.
   */
  forEachContaining(term: string, visit: (rank: number) => boolean): void {
    if (term.length === 0) return;
    for (let found = this.#joined.indexOf(term); found >= 0; ) {
      const rank = this.#rankAt(found);
      if (!visit(rank)) return;
      const next = this.#starts[rank + 1];
      if (next === undefined) return;
      found = this.#joined.indexOf(term, next);
    }
  }

  /** The rank whose text holds the character at `offset` (a binary search over the starts). */
  #rankAt(offset: number): number {
    let low = 0;
    let high = this.#starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.#starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
