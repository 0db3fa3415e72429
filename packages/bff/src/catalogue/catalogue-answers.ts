import { type CatalogueQuery, catalogueQueryString, foldText } from '@aurele/shop-contract';
import { LruMap } from '../cache/lru-map.js';
import { type JsonAnswer, toJsonAnswer } from '../http/json-answer.js';
import type { CatalogueIndex, CatalogueIndexSource } from './catalogue-index.js';
import { queryCatalogue } from './query-catalogue.js';
import { relatedTiles } from './related.js';
import { suggest } from './suggest.js';

/** Answers kept ready per index: the popular queries and what is typed most are answered without a pass. */
const KEPT_ANSWERS = 1_000;

/**
 * The catalogue's answers as the browser gets them (JSON, an ETag, gzipped at most once), made from the index in
 * hand and kept until the next index replaces it.
 */
export function catalogueAnswers(source: CatalogueIndexSource) {
  const kept = new LruMap<string, Promise<JsonAnswer>>(KEPT_ANSWERS);
  let keptFor: CatalogueIndex | undefined;

  const answer = async (key: string, make: (index: CatalogueIndex) => unknown) => {
    const index = await source.index();
    if (keptFor !== index) {
      kept.clear();
      keptFor = index;
    }
    let made = kept.get(key);
    if (!made) {
      made = toJsonAnswer(make(index));
      kept.set(key, made);
    }
    return made;
  };

  return {
    index: () => source.index(),
    /** A page of a checked query, as data (the pages the BFF renders). */
    query: async (query: CatalogueQuery) => queryCatalogue(await source.index(), query),
    /** A page of a checked query. */
    page: (query: CatalogueQuery) =>
      answer(`catalogue?${catalogueQueryString(query)}`, (index) => queryCatalogue(index, query)),
    /** « Vous aimerez aussi » for a checked product id. */
    related: (productId: string) =>
      answer(`related/${productId}`, (index) => ({ products: relatedTiles(index, productId) })),
    /** The suggestions for typed text; the same folded words share an answer. */
    suggestions: (text: string) =>
      answer(`suggestions?${foldText(text).trim().split(/\s+/).join(' ')}`, (index) => suggest(index, text)),
  };
}

export type CatalogueAnswers = ReturnType<typeof catalogueAnswers>;
