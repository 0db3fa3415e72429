import { foldText, type SuggestionsAnswer, searchTerms } from '@aurele/shop-contract';
import { brandName } from '@aurele/storefront-contract';
import type { CatalogueEntry } from './catalogue-entry.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { searchTotal } from './searched.js';

/** Products a suggestion list shows at most. */
export const SUGGESTED_PRODUCTS = 6;

/** True when every term starts a word of the text (« rob » finds « Robe », « ech soi » « Écharpe en soie »). */
function startsWords(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.startsWith(term) || text.includes(` ${term}`));
}

/**
 * What the header suggests for typed text, accent- and case-insensitive like the search: products whose words
 * start with what was typed first (then those that merely contain it), in the featured order, up to six; then
 * the shop categories and brands it names that have products. Only the products whose text holds the longest
 * word typed are looked at (search-texts.ts), and the look stops at the sixth that starts with it. With them, how
 * many products the search itself finds, typos forgiven as it forgives them.
 */
export function suggest(index: CatalogueIndex, text: string): SuggestionsAnswer {
  const typed = searchTerms(text);
  if (typed.length === 0) return { products: [], categories: [], brands: [], total: 0 };
  return { ...suggestedFor(index, typed), total: searchTotal(index, typed) };
}

function suggestedFor(index: CatalogueIndex, typed: readonly string[]): Omit<SuggestionsAnswer, 'total'> {
  const exact = suggestFor(index, typed);
  if (exact.products.length + exact.categories.length + exact.brands.length > 0) return exact;
  // Nothing starts or holds what was typed: the closest catalogue word of each mistyped term (« robbe »: « robe »).
  const corrected = typed.map((term) => index.texts.spellings(term)[1] ?? term);
  return corrected.some((term, at) => term !== typed[at]) ? suggestFor(index, corrected) : exact;
}

function suggestFor(index: CatalogueIndex, terms: readonly string[]): Omit<SuggestionsAnswer, 'total'> {
  const { texts, orders, snapshot } = index;
  const [longest = ''] = [...terms].sort((a, b) => b.length - a.length);
  const starting: number[] = [];
  const containing: number[] = [];
  texts.forEachContaining(longest, (rank) => {
    const found = texts.text(rank);
    if (startsWords(found, terms)) {
      starting.push(rank);
      return starting.length < SUGGESTED_PRODUCTS;
    }
    if (containing.length < SUGGESTED_PRODUCTS && terms.every((term) => found.includes(term)))
      containing.push(rank);
    return true;
  });
  const tileAt = (rank: number) => (snapshot.entries[orders.featured[rank] ?? 0] as CatalogueEntry).tile;
  const named = (name: string) => startsWords(foldText(name), terms);
  return {
    products: [...starting, ...containing]
      .slice(0, SUGGESTED_PRODUCTS)
      .map(tileAt)
      .map((tile) => ({
        id: tile.id,
        title: tile.title,
        brand: tile.brand,
        image: tile.image,
        price: tile.price,
      })),
    categories: index.held.categories.filter(named),
    brands: index.held.brands.filter((brand) => named(brandName(brand) ?? brand)),
  };
}
