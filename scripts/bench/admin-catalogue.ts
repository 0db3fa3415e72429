// `pnpm bench:admin`: the dashboard's product list on a store of 20 000 products of real shape (the emulator's large
// profile), on Node: a page of 50 rows answered by the BFF (the query over the index, and the rows' stock from the
// storefront's /variants, new and read within the minute), the whole store's stock read in the background for a
// sold-out filter, and the CSV export of the whole store. It prints figures and never fails on them.
import { availableParallelism, loadavg } from 'node:os';
import type { AdminProductsAnswer } from '@aurele/shop-contract';
import { startStack } from '../start-stack.ts';
import { type LoadFigures, load } from './bff-load.ts';
import { buildForBench } from './build-for-bench.ts';

const PRODUCTS = 20_000;
const PAGES = PRODUCTS / 50;
/** One connection: each request's own cost, never queued behind another. */
const CONNECTIONS = 1;
const WARM_UP_REQUESTS = 100;
const MEASURED_REQUESTS = 400;
/** Pages asked once, then again and again within the minute: their rows' stock is the BFF's, only the query runs. */
const REPEATED_PATHS = 10;
const REPEATED_SECONDS = 5;

/** The dashboard's queries: every sort, both ways, filters and searches, over the store's pages. */
const sorts = ['newest', 'title', 'reference', 'collection', 'price', 'variants'];
const filters = ['', '&filter[]=on-sale', '&filter[]=no-photo', '&filter[]=no-price'];
const searches = ['', '&q=robe', '&q=cuir%20noir', '&q=lin'];
function dashboardPath(n: number): string {
  const sort = sorts[n % sorts.length];
  const order = n % 2 ? 'desc' : 'asc';
  const page = 1 + ((n * 37) % PAGES);
  return `/admin/products?sort=${sort}&order=${order}${filters[n % 4]}${searches[(n >> 2) % 4]}&page=${page}`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (name: string, figures: LoadFigures) =>
  `  ${name.padEnd(70)} p50 ${ms(figures.p50Ms).padStart(9)}  p95 ${ms(figures.p95Ms).padStart(9)}  p99 ${ms(figures.p99Ms).padStart(9)}  ${figures.requestsPerSecond.toFixed(0).padStart(5)} req/s  non-2xx ${figures.non2xx}`;

buildForBench();
const stack = await startStack({
  port: 0,
  quiet: true,
  catalogueSize: PRODUCTS,
  // The benchmark is one client asking far more than an administrator would.
  env: { ...process.env, ADMIN_RATE_LIMIT: '100000' },
});
try {
  const api = `${stack.shopUrl}/api`;
  console.log(`bench:admin: ${PRODUCTS} products, ${CONNECTIONS} connection`);
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at the start`,
  );
  let started = performance.now();
  const first = (await (await fetch(`${api}/admin/products`)).json()) as AdminProductsAnswer;
  console.log(
    `  first list (the index read, then its admin views): ${((performance.now() - started) / 1000).toFixed(1)} s, total ${first.total}`,
  );

  let next = 0;
  const ask = (paths: (n: number) => string, amount: number) =>
    load({ url: api, connections: CONNECTIONS, durationSeconds: 0, amount, nextPath: () => paths(next++) });
  await ask(dashboardPath, WARM_UP_REQUESTS);
  const fresh = await ask(dashboardPath, MEASURED_REQUESTS);
  console.log(row('a new page of 50 (query + one /variants call for its rows)', fresh));
  const shown = Array.from({ length: REPEATED_PATHS }, (_, n) =>
    dashboardPath(MEASURED_REQUESTS + WARM_UP_REQUESTS + n),
  );
  for (const path of shown) await fetch(`${api}${path}`);
  let again = 0;
  const repeated = await load({
    url: api,
    connections: CONNECTIONS,
    durationSeconds: REPEATED_SECONDS,
    nextPath: () => shown[again++ % shown.length] as string,
  });
  console.log(row('a page shown within the minute (query only)', repeated));

  started = performance.now();
  let soldOut: AdminProductsAnswer;
  do {
    soldOut = (await (await fetch(`${api}/admin/products?filter[]=sold-out`)).json()) as AdminProductsAnswer;
    if (soldOut.stock.readAt === null) await new Promise((resolve) => setTimeout(resolve, 500));
  } while (soldOut.stock.readAt === null);
  console.log(
    `  the whole store's stock read in the background: ${((performance.now() - started) / 1000).toFixed(1)} s (${PRODUCTS / 100} calls of 100 products, 250 ms apart); ${soldOut.total} sold out`,
  );
  const stockSorted = (n: number) =>
    `/admin/products?sort=stock&order=${n % 2 ? 'desc' : 'asc'}&page=${1 + ((n * 13) % PAGES)}`;
  next = 0;
  const stockSort = await ask(stockSorted, 100);
  console.log(row("sorted by stock, the whole store's stock known (+ a /variants call)", stockSort));
  // The same pages again within the minute: their rows' stock is the BFF's, so this is the sort's own cost.
  next = 0;
  console.log(
    row('sorted by stock, the same pages within the minute (query only)', await ask(stockSorted, 100)),
  );

  started = performance.now();
  const csv = await (await fetch(`${api}/admin/products/export`)).arrayBuffer();
  console.log(
    `  CSV export of the whole store: ${((performance.now() - started) / 1000).toFixed(2)} s, ${(csv.byteLength / 1e6).toFixed(1)} MB`,
  );
} finally {
  await stack.stop();
}
