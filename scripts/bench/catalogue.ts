// `pnpm bench:catalogue`: the catalogue served by the BFF for stores of 1 000, 5 000 and 20 000 products of real
// shape (the emulator's large profile): the index read, its answers' latency warm and their size, and /shop's first
// load in Chromium at 50 and 20 000 products, then the worker in workerd at 5 000 and 20 000 (its scheduled read,
// answers and memory, through Miniflare's API: under `wrangler dev` a read of 5 000 products or more breaks
// wrangler's local inspector proxy), in one run (docs/benchmarks.md). It prints figures and never fails on them.
// `--only node` or `--only edge` runs one part.
import { availableParallelism, loadavg } from 'node:os';
import {
  type CatalogueAnswer,
  catalogueSortKeys,
  emptyCatalogueQuery,
  foldText,
} from '@aurele/shop-contract';
import { SeededRandom } from '@aurele/storefront-emulator';
import { type Stack, startStack } from '../start-stack.ts';
import { buildForBench } from './build-for-bench.ts';
import { measureLatency } from './catalogue-latency.ts';
import { cataloguePath, suggestionsPath, vocabularyOf } from './catalogue-queries.ts';
import { formatCatalogueReport, type ShopFigures, type StoreFigures } from './catalogue-report.ts';
import { readOnEdge } from './edge-read.ts';
import { formatEdgeReport } from './edge-report.ts';
import { gzipBytes } from './gzip-bytes.ts';
import { readIndex } from './index-read.ts';
import { shopFirstLoad } from './shop-first-load.ts';
import { bundleWorker } from './worker-bundle.ts';

const STORE_SIZES = [1_000, 5_000, 20_000];
/** The worker in workerd: a store past the size `wrangler dev` serves, and the largest. */
const EDGE_SIZES = [5_000, 20_000];
/** /shop at the small store and at its largest. */
const SHOP_SIZES = [50, 20_000];
/** The same shoppers' queries on every run. */
const SEED = 2026;
/** Pages of each order whose titles give the words shoppers search and type. */
const TITLE_PAGES = 3;

const load1 = () => loadavg()[0] ?? Number.NaN;

// Ctrl-C mid-run must not leave servers behind.
const running = new Set<Stack>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([...running].map((stack) => stack.stop())).then(() => process.exit(130));
  });
}

/** A stack of its own for each store: nothing one measures is cached for the next. */
async function withStack<T>(catalogueSize: number, work: (stack: Stack) => Promise<T>): Promise<T> {
  const stack = await startStack({ port: 0, quiet: true, catalogueSize });
  running.add(stack);
  try {
    return await work(stack);
  } finally {
    running.delete(stack);
    await stack.stop();
  }
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** Titles from the first pages of every order; the paths asked join `asked`. */
async function sampleTitles(api: string, asked: Set<string>): Promise<string[]> {
  const titles: string[] = [];
  for (const sort of catalogueSortKeys) {
    for (let page = 1; page <= TITLE_PAGES; page += 1) {
      const path = cataloguePath({ ...emptyCatalogueQuery, sort, page });
      asked.add(path);
      const { products } = await getJson<CatalogueAnswer>(`${api}${path}`);
      titles.push(...products.map(({ title }) => title));
    }
  }
  return titles;
}

async function measureStore(stack: Stack, products: number): Promise<StoreFigures> {
  const { emulator } = stack;
  if (!emulator) throw new Error('bench:catalogue measures the embedded emulator: unset STOREFRONT_API_URL');
  const api = `${stack.shopUrl}/api`;
  const index = { load: load1(), ...(await readIndex(emulator)) };
  console.error(`${products} products: index read in ${index.seconds.toFixed(2)} s`);

  const start = performance.now();
  const firstPath = cataloguePath(emptyCatalogueQuery);
  const first = await getJson<CatalogueAnswer>(`${api}${firstPath}`);
  const serverFirstQuerySeconds = (performance.now() - start) / 1000;
  const asked = new Set([firstPath]);
  const vocabulary = vocabularyOf(first, await sampleTitles(api, asked));
  const latency = {
    load: load1(),
    ...(await measureLatency(api, vocabulary, new SeededRandom(SEED), asked)),
  };
  console.error(`${products} products: latency measured`);

  // What a shopper types first: the start of the first product's name.
  const suggestionText = foldText(first.products[0]?.title ?? 'robe').slice(0, 3);
  return {
    products,
    index,
    serverFirstQuerySeconds,
    latency,
    pageAnswerBytes: await gzipBytes(`${api}${firstPath}`),
    suggestionsAnswerBytes: await gzipBytes(`${api}${suggestionsPath(suggestionText)}`),
    suggestionText,
  };
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'node' && only !== 'edge') throw new Error('--only takes node or edge');

buildForBench();
console.log(
  `bench:catalogue: the emulator's large profile (EMULATOR_CATALOGUE_SIZE), ${only ?? 'the BFF on Node, then on workerd'}, one run`,
);
console.log(
  `machine: ${availableParallelism()} cores; "load": the load average when each group of figures began`,
);

if (only !== 'edge') {
  const stores: StoreFigures[] = [];
  for (const products of STORE_SIZES) {
    stores.push(await withStack(products, (stack) => measureStore(stack, products)));
  }
  const shops: ShopFigures[] = [];
  for (const products of SHOP_SIZES) {
    shops.push(
      await withStack(products, async (stack) => {
        const load = load1();
        const firstLoad = await shopFirstLoad(stack.shopUrl);
        console.error(`${products} products: /shop measured`);
        return { products, load, firstLoad };
      }),
    );
  }
  console.log(`\n${formatCatalogueReport(stores, shops)}`);
}

if (only !== 'node') {
  const worker = bundleWorker();
  const reads = [];
  for (const products of EDGE_SIZES) {
    reads.push({ load: load1(), ...(await readOnEdge(worker, products)) });
    console.error(`${products} products: the worker measured in workerd`);
  }
  console.log(`\n${formatEdgeReport(reads)}`);
}
