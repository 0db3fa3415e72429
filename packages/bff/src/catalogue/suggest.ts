import { brandTable, foldText, type SuggestionsAnswer, searchTerms } from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import type { CatalogueIndex } from './catalogue-index.js';

/** Products a suggestion list shows at most. */
export const SUGGESTED_PRODUCTS = 6;

/** True when every term starts a word of the text (« rob » finds « Robe », « ech soi » « Écharpe en soie »). */
function startsWords(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.startsWith(term) || text.includes(` ${term}`));
}

/**
 * What the header suggests for typed text, accent- and case-insensitive like the search: products whose words
 * start with what was typed first (then those that merely contain it), in the featured order, up to six; then
 * the shop categories and brands it names that have products. The pass stops at the sixth product that starts
 * with it: what shoppers type mostly does, early.
 */
export function suggest(index: CatalogueIndex, text: string): SuggestionsAnswer {
  const terms = searchTerms(text);
  if (terms.length === 0) return { products: [], categories: [], brands: [] };
  const { entries } = index.snapshot;
  const starting: CatalogueEntry[] = [];
  const containing: CatalogueEntry[] = [];
  for (const position of index.orders.featured) {
    const entry = entries[position] as CatalogueEntry;
    if (startsWords(entry.searchText, terms)) {
      starting.push(entry);
      if (starting.length >= SUGGESTED_PRODUCTS) break;
    } else if (
      containing.length < SUGGESTED_PRODUCTS &&
      terms.every((term) => entry.searchText.includes(term))
    ) {
      containing.push(entry);
    }
  }
  const named = (name: string) => startsWords(foldText(name), terms);
  return {
    products: [...starting, ...containing].slice(0, SUGGESTED_PRODUCTS).map(({ tile }) => ({
      id: tile.id,
      title: tile.title,
      brand: tile.brand,
      image: tile.image,
      price: tile.price,
    })),
    categories: index.held.categories.filter(named),
    brands: index.held.brands.filter((brand) =>
      named(Object.hasOwn(brandTable, brand) ? brandTable[brand as keyof typeof brandTable] : brand),
    ),
  };
}
