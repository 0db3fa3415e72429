import {
  type CatalogueAnswer,
  type CatalogueQuery,
  catalogueFilters,
  catalogueQueryString,
  catalogueSortKeys,
  emptyCatalogueQuery,
  foldText,
} from '@aurele/shop-contract';
import {
  type BrandId,
  brandTable,
  type CategorySlug,
  defaultCollectionTable,
} from '@aurele/storefront-contract';
import type { SeededRandom } from '@aurele/storefront-emulator';

/** What a shopper's queries are drawn from: the store's own facet values and the words of its titles. */
export interface StoreVocabulary {
  sizes: string[];
  colours: string[];
  /** The prices paid, in major units. */
  prices: { min: number; max: number };
  /** Folded words of three letters or more, as a shopper types them. */
  words: string[];
}

export function vocabularyOf(first: CatalogueAnswer, titles: readonly string[]): StoreVocabulary {
  const { facets } = first;
  const unit = 10 ** (facets.price?.currency?.decimal_digits ?? 2);
  const names = [...titles, ...Object.values(brandTable), ...Object.keys(defaultCollectionTable)];
  const words = names.flatMap((name) => foldText(name).split(/[^a-z]+/)).filter((word) => word.length >= 3);
  return {
    sizes: (facets.size ?? []).map(({ value }) => value),
    colours: (facets.colour ?? []).map(({ value }) => value),
    prices: { min: (facets.price?.min ?? 0) / unit, max: (facets.price?.max ?? 0) / unit },
    words: [...new Set(words)],
  };
}

/** The API path of a query, as the web app writes it (defaults left out, one order of parameters). */
export const cataloguePath = (query: CatalogueQuery) => `/catalogue?${catalogueQueryString(query)}`;

/** One to `most` different values. */
function some(random: SeededRandom, values: readonly string[], most: number): string[] {
  const chosen = new Set(Array.from({ length: random.between(1, most) }, () => random.pick(values)));
  return [...chosen];
}

/**
 * What one shopper could ask of `/shop`: usually a category, often a size or a colour, sometimes a price range, a
 * search, a brand, a selection, in stock only; one query in two in another order than the house's; mostly the
 * first page, some the next ones.
 */
function shopperQuery(vocabulary: StoreVocabulary, random: SeededRandom): CatalogueQuery {
  const { sizes, colours, prices, words } = vocabulary;
  const query: CatalogueQuery = { ...emptyCatalogueQuery, size: [], colour: [] };
  if (random.chance(0.6)) query.category = random.pick(Object.keys(defaultCollectionTable) as CategorySlug[]);
  if (random.chance(0.1)) query.brand = random.pick(Object.keys(brandTable) as BrandId[]);
  if (random.chance(0.2) && words.length > 0) query.search = some(random, words, 2).join(' ');
  if (random.chance(0.1)) query.filter = random.pick(catalogueFilters);
  if (random.chance(0.35) && sizes.length > 0) query.size = some(random, sizes, 2);
  if (random.chance(0.3) && colours.length > 0) query.colour = some(random, colours, 2);
  if (random.chance(0.2)) {
    const low = prices.min + random.next() * (prices.max - prices.min) * 0.5;
    query.priceMin = Math.floor(low / 10) * 10;
    query.priceMax = query.priceMin + random.between(5, 50) * 10;
  }
  query.available = random.chance(0.1);
  if (random.chance(0.5)) query.sort = random.pick(catalogueSortKeys);
  query.page = random.chance(0.7) ? 1 : random.chance(0.67) ? 2 : random.between(3, 5);
  return query;
}

/**
 * `count` query paths none of which is in `asked` (each joins it): a path asked once is kept answered by the BFF,
 * so only a new one measures the query itself.
 */
export function newShopperQueries(
  vocabulary: StoreVocabulary,
  random: SeededRandom,
  count: number,
  asked: Set<string>,
): string[] {
  const paths: string[] = [];
  while (paths.length < count) {
    const path = cataloguePath(shopperQuery(vocabulary, random));
    if (!asked.has(path)) {
      asked.add(path);
      paths.push(path);
    }
  }
  return paths;
}

/** What shoppers type in the header's search before picking a suggestion: the first 2 to 6 letters of a word. */
export function typedTexts(vocabulary: StoreVocabulary, random: SeededRandom): string[] {
  const typed = new Set(
    vocabulary.words.flatMap((word) =>
      Array.from({ length: Math.min(6, word.length) - 1 }, (_, index) => word.slice(0, index + 2)),
    ),
  );
  // Shuffled, so that any slice of them mixes short and long texts of every word.
  return [...typed]
    .map((text) => ({ text, rank: random.next() }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ text }) => text);
}

export const suggestionsPath = (text: string) => `/suggestions?${new URLSearchParams({ q: text })}`;
