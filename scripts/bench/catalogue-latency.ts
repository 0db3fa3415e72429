import type { SeededRandom } from '@aurele/storefront-emulator';
import { type LoadFigures, load } from './bff-load.ts';
import { newShopperQueries, type StoreVocabulary, suggestionsPath, typedTexts } from './catalogue-queries.ts';

/** One connection: each request's own cost, never queued behind another. */
const CONNECTIONS = 1;
/** As browsers ask: the BFF gzips each new answer once, and that is part of what a new query costs. */
const headers = { 'accept-encoding': 'gzip' };
/** Queries asked to warm the BFF's code up (the JIT), then the queries measured; all different. */
const WARM_UP_QUERIES = 200;
const MEASURED_QUERIES = 600;
/** Asked again: the popular queries, answered from what the BFF keeps per index. */
const KEPT_PATHS = 50;
const KEPT_SECONDS = 3;

interface AnswerLatency {
  /** Each path asked for the first time: the query computed, serialised and gzipped. */
  new: LoadFigures;
  /** Paths asked before: the answer the BFF kept. */
  kept: LoadFigures;
  /** How many different paths were measured new. */
  measured: number;
}

export interface CatalogueLatency {
  catalogue: AnswerLatency;
  suggestions: AnswerLatency;
}

/** Asks the paths in turn: each once with no duration, or over and over for `durationSeconds`. */
function ask(api: string, paths: readonly string[], durationSeconds?: number): Promise<LoadFigures> {
  let next = 0;
  return load({
    url: api,
    connections: CONNECTIONS,
    durationSeconds: durationSeconds ?? 0,
    ...(durationSeconds === undefined ? { amount: paths.length } : {}),
    nextPath: () => paths[next++ % paths.length] as string,
    headers,
  });
}

/** The first part of `paths` warms the code up; the rest is measured new, then a few of them again. */
async function measure(api: string, warmUp: readonly string[], measured: readonly string[]) {
  await ask(api, warmUp);
  return {
    new: await ask(api, measured),
    kept: await ask(api, measured.slice(0, KEPT_PATHS), KEPT_SECONDS),
    measured: measured.length,
  };
}

/**
 * `/api/catalogue` and `/api/suggestions` on a BFF whose index is built (`api`: its `/api` origin). `asked` holds
 * the paths the BFF has answered already, never taken as new ones; those asked here join it.
 */
export async function measureLatency(
  api: string,
  vocabulary: StoreVocabulary,
  random: SeededRandom,
  asked: Set<string>,
): Promise<CatalogueLatency> {
  const catalogue = await measure(
    api,
    newShopperQueries(vocabulary, random, WARM_UP_QUERIES, asked),
    newShopperQueries(vocabulary, random, MEASURED_QUERIES, asked),
  );
  const typed = typedTexts(vocabulary, random)
    .map(suggestionsPath)
    .filter((path) => !asked.has(path) && asked.add(path));
  const third = Math.floor(typed.length / 3);
  const suggestions = await measure(api, typed.slice(0, third), typed.slice(third));
  return { catalogue, suggestions };
}
