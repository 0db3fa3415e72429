import type { CatalogueLatency } from './catalogue-latency.ts';
import type { IndexRead } from './index-read.ts';
import type { FirstLoad } from './shop-first-load.ts';

/** Issue 20's targets, judged at its largest store. */
const CATALOGUE_TARGETS = {
  products: 20_000,
  indexSeconds: 10,
  queryP95Ms: 15,
  suggestionP95Ms: 10,
  pageAnswerKb: 25,
  /** /shop at `products` against /shop at 50 products, wire bytes and JS heap alike. */
  shopRatio: 1.25,
} as const;

/** Everything measured on one store, each group of figures with the load average at its start. */
export interface StoreFigures {
  products: number;
  index: IndexRead & { load: number };
  /** The same read inside the BFF server: its first `/api/catalogue` after start, answer included. */
  serverFirstQuerySeconds: number;
  latency: CatalogueLatency & { load: number };
  /** The gzip bodies of the first page of `/api/catalogue` and of `/api/suggestions?q={suggestionText}`. */
  pageAnswerBytes: number;
  suggestionsAnswerBytes: number;
  suggestionText: string;
}

export interface ShopFigures {
  products: number;
  load: number;
  firstLoad: FirstLoad;
}

/** 1 KB = 1000 B and 1 MB = 1000 KB, as the other benchmarks and Vite count. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const ms = (value: number) => value.toFixed(2);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** A Markdown table: figures aligned right, the `text` columns (by position) left. */
export function table(header: string[], rows: string[][], text: readonly number[] = []): string {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const cell = (value: string, column: number) =>
    text.includes(column) ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0);
  const line = (row: string[]) => `| ${row.map(cell).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    text.includes(column) ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`,
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

function indexTable(stores: StoreFigures[]): string[] {
  const [first] = stores;
  return [
    "Index: the BFF's CatalogueSource reads the emulator in a Node process of its own (paged list calls, the",
    "contract's checks, the newest-count detail calls, the index); its memory after a full collection.",
    table(
      [
        'products',
        'load',
        'indexed',
        'read s',
        'heap MB',
        'heap grown to MB',
        'RSS MB',
        "server's first /api/catalogue s",
      ],
      stores.map(({ products, index, serverFirstQuerySeconds }) => [
        String(products),
        index.load.toFixed(1),
        String(index.products),
        index.seconds.toFixed(2),
        mb(index.after.heapBytes),
        mb(index.after.heapTotalBytes),
        mb(index.after.rssBytes),
        serverFirstQuerySeconds.toFixed(2),
      ]),
    ),
    first
      ? `before any read, the BFF's modules loaded: heap ${mb(first.index.before.heapBytes)} MB, RSS ${mb(first.index.before.rssBytes)} MB`
      : '',
  ];
}

function latencyTable(stores: StoreFigures[]): string[] {
  const rows = stores.flatMap(({ products, latency }) =>
    (
      [
        ['/api/catalogue, new', latency.catalogue.new, latency.catalogue.measured],
        ['/api/catalogue, kept', latency.catalogue.kept, undefined],
        ['/api/suggestions, new', latency.suggestions.new, latency.suggestions.measured],
        ['/api/suggestions, kept', latency.suggestions.kept, undefined],
      ] as const
    ).map(([answer, figures, paths]) => {
      const failed = figures.non2xx + figures.errors + figures.timeouts;
      return [
        String(products),
        latency.load.toFixed(1),
        answer,
        paths === undefined ? 'again' : String(paths),
        ms(figures.p50Ms),
        ms(figures.p95Ms),
        ms(figures.p99Ms),
        // A run of a fixed number of requests ends on autocannon's next second: its rate says nothing.
        paths === undefined ? figures.requestsPerSecond.toFixed(0) : '—',
        String(failed),
      ];
    }),
  );
  return [
    'Latency, warm (index built, code warmed by other queries), one connection, gzip accepted as browsers do.',
    'new: each path asked for the first time (the query computed, serialised, gzipped); kept: asked again.',
    table(
      ['products', 'load', 'answer', 'paths', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failed'],
      rows,
      [2],
    ),
  ];
}

function answerTable(stores: StoreFigures[]): string[] {
  return [
    'Answers on the wire (gzip bodies):',
    table(
      ['products', 'first page of /api/catalogue KB', 'suggestions', 'KB'],
      stores.map((store) => [
        String(store.products),
        kb(store.pageAnswerBytes),
        `q=${store.suggestionText}`,
        kb(store.suggestionsAnswerBytes),
      ]),
      [2],
    ),
  ];
}

function shopTable(shops: ShopFigures[]): string[] {
  return [
    "/shop's first load in headless Chromium: a phone, an empty cache, until the page settles (the chat's",
    'opening included); every request, images and fonts too; the median of 3 visits.',
    table(
      ['products', 'load', 'requests', 'wire KB', 'JS heap MB'],
      shops.map(({ products, load, firstLoad }) => [
        String(products),
        load.toFixed(1),
        String(firstLoad.requests),
        kb(firstLoad.wireBytes),
        mb(firstLoad.jsHeapBytes),
      ]),
    ),
  ];
}

function targetLines(stores: StoreFigures[], shops: ShopFigures[]): string[] {
  const target = CATALOGUE_TARGETS;
  const store = stores.find(({ products }) => products === target.products);
  const large = shops.find(({ products }) => products === target.products);
  const small = shops.find(({ products }) => products !== target.products);
  const lines = [`Targets at ${target.products} products:`];
  if (store) {
    const { index, latency, pageAnswerBytes } = store;
    const query = latency.catalogue.new.p95Ms;
    const suggestion = latency.suggestions.new.p95Ms;
    lines.push(
      `  index built ≤ ${target.indexSeconds} s: ${index.seconds.toFixed(2)} s — ${verdict(index.seconds <= target.indexSeconds)}`,
      `  query ≤ ${target.queryP95Ms} ms p95 warm (new queries): ${ms(query)} ms — ${verdict(query <= target.queryP95Ms)}`,
      `  suggestion ≤ ${target.suggestionP95Ms} ms p95 warm (new texts): ${ms(suggestion)} ms — ${verdict(suggestion <= target.suggestionP95Ms)}`,
      `  page answer ≤ ${target.pageAnswerKb} KB gzip: ${kb(pageAnswerBytes)} KB — ${verdict(pageAnswerBytes / 1000 <= target.pageAnswerKb)}`,
    );
  }
  if (large && small) {
    const wire = large.firstLoad.wireBytes / small.firstLoad.wireBytes;
    const heap = large.firstLoad.jsHeapBytes / small.firstLoad.jsHeapBytes;
    lines.push(
      `  /shop within ${target.shopRatio}× of ${small.products} products: wire bytes ${wire.toFixed(2)}×, JS heap ${heap.toFixed(2)}× — ${verdict(wire <= target.shopRatio && heap <= target.shopRatio)}`,
    );
  }
  return lines;
}

export function formatCatalogueReport(stores: StoreFigures[], shops: ShopFigures[]): string {
  return [
    ...indexTable(stores),
    '',
    ...latencyTable(stores),
    '',
    ...answerTable(stores),
    '',
    ...shopTable(shops),
    '',
    ...targetLines(stores, shops),
  ].join('\n');
}
