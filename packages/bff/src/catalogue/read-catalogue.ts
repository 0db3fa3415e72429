import { type Product, productListEnvelopeSchema } from '@aurele/storefront-contract';
import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient } from '../storefront/client.js';
import { readProductList } from '../storefront/product-list.js';

/**
 * Products asked per call: a page of real shape weighs about 1 MB (5 KB a product), well under the client's body
 * limit, and the storefront answers at most 1 000 anyway.
 */
export const CATALOGUE_PAGE_LIMIT = 200;
/** Pages asked at once: enough to read 20 000 products in seconds, few enough not to crowd the storefront. */
const CATALOGUE_READ_CONCURRENCY = 4;

export interface ReadCatalogueDeps {
  storefront: StorefrontClient;
  warn: WarnLog;
}

/** One page of the newest-first list; a page that fails is asked once more before the read fails. */
async function readPage({ storefront, warn }: ReadCatalogueDeps, offset: number) {
  const query = new URLSearchParams({
    sort_by: 'created_at',
    order: 'DESC',
    offset: String(offset),
    limit: String(CATALOGUE_PAGE_LIMIT),
  });
  const get = () => storefront.get('products', query, productListEnvelopeSchema);
  const { data, correlationId } = await get().catch(get);
  const { list, skipped } = readProductList(data, { offset, limit: CATALOGUE_PAGE_LIMIT });
  for (const product of skipped)
    warn('product-skipped', { ...product, upstreamCorrelationId: correlationId });
  return list;
}

/** Runs `work` on each item, at most `limit` at a time; the results in the items' order. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The whole catalogue, newest first (the storefront's own `created_at` order: list products carry no creation
 * date), read in pages of `CATALOGUE_PAGE_LIMIT`, a few at a time, up to the first page's `count`. A product that
 * does not fit the contract is left out and logged; one seen twice (the store changed between pages) is kept once.
 * Each page's products become what the caller keeps (`keep`) as soon as the page is read: the raw answers of a
 * few pages are alive at once, never the whole store's (about 90 MB of JSON at 20 000 products).
 */
export async function readCatalogue<Kept>(
  deps: ReadCatalogueDeps,
  keep: (product: Product) => Kept,
): Promise<Kept[]> {
  const readKept = async (offset: number) => {
    const page = await readPage(deps, offset);
    return {
      count: page.count,
      kept: page.products.map((product) => ({ id: product.id, kept: keep(product) })),
    };
  };
  const first = await readKept(0);
  const offsets: number[] = [];
  for (let offset = CATALOGUE_PAGE_LIMIT; offset < first.count; offset += CATALOGUE_PAGE_LIMIT)
    offsets.push(offset);
  const rest = await mapBounded(offsets, CATALOGUE_READ_CONCURRENCY, readKept);
  const seen = new Set<string>();
  return [first, ...rest]
    .flatMap((page) => page.kept)
    .filter(({ id }) => !seen.has(id) && seen.add(id))
    .map(({ kept }) => kept);
}
