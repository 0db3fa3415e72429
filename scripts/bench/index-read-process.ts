// A Node process of its own that does one thing: the BFF's `CatalogueSource` reads the storefront named by the
// environment (STOREFRONT_API_URL, STOREFRONT_STORE_ID) into its index, as the BFF's first query does. Run by
// `index-read.ts` with `--expose-gc`, so that the heap it reports holds what is kept, not what awaits collection.
import { CatalogueSource, createStorefrontClient, loadConfig } from '@aurele/bff';
import { defaultCatalogueTables } from '@aurele/bff/catalogue-engine';
import type { IndexRead } from './index-read.ts';

const collect = globalThis.gc;
if (!collect || !process.send) throw new Error('index-read-process.ts is forked by index-read.ts');

const memory = () => {
  collect();
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  return { heapBytes: heapUsed, heapTotalBytes: heapTotal, rssBytes: rss };
};

const config = loadConfig(process.env);
const source = new CatalogueSource({
  storefront: createStorefrontClient(config.storefront),
  warn: () => {},
  tables: defaultCatalogueTables,
  now: Date.now,
  refreshMs: config.catalogueRefreshMs,
});
const before = memory();
const start = performance.now();
const index = await source.index();
const seconds = (performance.now() - start) / 1000;
const read: IndexRead = { seconds, products: index.snapshot.entries.length, before, after: memory() };
process.send(read, () => process.exit(0));
