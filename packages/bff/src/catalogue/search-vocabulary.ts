import { allowedTypos, withinTypos } from './typo-distance.js';

/**
 * The distinct words of the catalogue's folded texts, grouped by length: a typed term is compared only with the
 * words whose length is within its allowed typos (a few hundred of the store's few thousand words), never with
 * the products themselves.
 */
export class SearchVocabulary {
  readonly #byLength: string[][] = [];

  constructor(texts: readonly string[]) {
    const words = new Set<string>();
    for (const text of texts) for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word);
    for (const word of words) {
      const sameLength = this.#byLength[word.length] ?? [];
      sameLength.push(word);
      this.#byLength[word.length] = sameLength;
    }
  }

  /** The term itself first, then the catalogue's words it is a typo of (« robbe »: « robbe », « robe »). */
  spellings(term: string): string[] {
    const typos = allowedTypos(term);
    const found = [term];
    for (let length = term.length - typos; length <= term.length + typos; length++)
      for (const word of this.#byLength[length] ?? [])
        if (word !== term && withinTypos(term, word, typos)) found.push(word);
    return found;
  }

  /**
   * The catalogue's word nearest to a term nothing matched, one typo further than a search forgives (« robbbe »:
   * « robe »), for « Vouliez-vous dire … ? »; the term itself when it is a word; undefined when none is that near.
   */
  nearest(term: string): string | undefined {
    const reach = allowedTypos(term) + 1;
    for (let typos = 0; typos <= reach; typos++)
      for (let length = term.length - typos; length <= term.length + typos; length++)
        for (const word of this.#byLength[length] ?? []) if (withinTypos(term, word, typos)) return word;
    return undefined;
  }
}
