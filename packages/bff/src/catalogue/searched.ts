import type { CatalogueIndex } from './catalogue-index.js';

/** A searched product's flag: every term as typed, or some only through a typo. */
const EXACT = 2;
export const MISTYPED = 1;

/**
 * The products whose search text holds every term or a catalogue word it is a typo of (« robbe » finds « robe »),
 * found from the longest term's spellings; flagged EXACT when every term is there as typed.
 */
export function searched(index: CatalogueIndex, terms: readonly string[]): Uint8Array | undefined {
  const { texts, orders, snapshot } = index;
  const spelled = [...terms].sort((a, b) => b.length - a.length).map((term) => texts.spellings(term));
  const [longest] = spelled;
  if (longest === undefined) return undefined;
  const flags = new Uint8Array(snapshot.entries.length);
  for (const spelling of longest)
    texts.forEachContaining(spelling, (rank) => {
      const text = texts.text(rank);
      if (spelled.every((spellings) => spellings.some((term) => text.includes(term))))
        flags[orders.featured[rank] ?? 0] = terms.every((term) => text.includes(term)) ? EXACT : MISTYPED;
      return true;
    });
  return flags;
}

/** How many products a search finds in the whole shop (what « Voir les N résultats » promises). */
export function searchTotal(index: CatalogueIndex, terms: readonly string[]): number {
  const flags = searched(index, terms);
  if (!flags) return 0;
  let total = 0;
  for (const flag of flags) if (flag !== 0) total += 1;
  return total;
}
