import {
  PRODUCT_LIST_MAX_LIMIT,
  productDetailQueryKeys,
  productDetailQuerySchema,
  productDetailResponseSchema,
  productListEnvelopeSchema,
  productListQueryKeys,
  productListQuerySchema,
} from '@aurele/storefront-contract';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ABUSE_BOUNDS } from '../abuse-bounds.js';
import type { SwrCache } from '../cache/swr-cache.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { type JsonAnswer, sendJsonAnswer, toJsonAnswer } from '../http/json-answer.js';
import { readQuery, toSearchParams } from '../http/query.js';
import { readId } from '../http/read-id.js';
import { traced } from '../http/upstream-correlation.js';
import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient, UpstreamAnswer } from '../storefront/client.js';
import { storefrontIdListSchema } from '../storefront/ids.js';
import { readProductList } from '../storefront/product-list.js';
import { UpstreamError } from '../storefront/upstream-error.js';

/** A count in a query string: decimal digits only, where coercion alone would also take `0x10`, `1e1` or ` 5`. */
const digitsOnly = (count: z.ZodType<number>) =>
  z
    .preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? value : Number.NaN), count)
    .optional();

/** A product type is a word of the store's (`physical`); it goes upstream in the query string only. */
const productTypeSchema = z.string().min(1).max(ABUSE_BOUNDS.productTypeLength);

/** The storefront's list query, with every id, type and count checked and at most one page of ids. */
const listQuerySchema = productListQuerySchema.extend({
  'ids[]': storefrontIdListSchema(PRODUCT_LIST_MAX_LIMIT),
  'collection_ids[]': storefrontIdListSchema(ABUSE_BOUNDS.listFilterValues),
  type: productTypeSchema.optional(),
  'exclude_types[]': z.array(productTypeSchema).max(ABUSE_BOUNDS.listFilterValues).optional(),
  offset: digitsOnly(productListQuerySchema.shape.offset.unwrap()),
  limit: digitsOnly(productListQuerySchema.shape.limit.unwrap()),
});

/** The BFF may serve a copy up to a few minutes old; the browser revalidates each time, cheaply, by ETag. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface ProductRoutesDeps {
  storefront: StorefrontClient;
  cache: SwrCache<JsonAnswer>;
  warn: WarnLog;
}

/** The list query as checked: what `/api/products` accepts, and the empty query of the whole catalogue. */
export type ProductListRequest = z.infer<typeof listQuerySchema>;

/**
 * The list answer of a checked query, from the cache or one storefront call whose products are checked once.
 * The sitemap asks for the empty query too, so it shares the entry of `/api/products` with no query.
 */
export function cachedProductList(
  { storefront, cache, warn }: ProductRoutesDeps,
  c: Context<AppEnv>,
  requested: ProductListRequest,
): Promise<JsonAnswer> {
  const query = toSearchParams(requested);
  return cachedGet(cache, c, `products?${query}`, async () => {
    const { data, correlationId } = await storefront.get('products', query, productListEnvelopeSchema);
    const { list, skipped } = readProductList(data, requested);
    for (const product of skipped) {
      warn('product-skipped', { ...product, upstreamCorrelationId: correlationId });
    }
    return { data: await toJsonAnswer(list), correlationId };
  });
}

/** `GET /api/products` and `GET /api/products/:id`, cached; list products are checked once per storefront call. */
export function productRoutes(deps: ProductRoutesDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const requested = readQuery(c.req.url, productListQueryKeys, listQuerySchema);
      return sendJsonAnswer(c, await cachedProductList(deps, c, requested), CACHE_CONTROL);
    })
    .get('/:id', async (c) => {
      const path = `products/${readId(c.req.param('id'))}`;
      const query = toSearchParams(readQuery(c.req.url, productDetailQueryKeys, productDetailQuerySchema));
      const answer = await cachedGet(deps.cache, c, `${path}?${query}`, async () => {
        const { data, correlationId } = await deps.storefront.get(path, query, productDetailResponseSchema);
        return { data: await toJsonAnswer(data), correlationId };
      }).catch(asProductNotFound);
      return sendJsonAnswer(c, answer, CACHE_CONTROL);
    });
}

/** The correlation id is this request's only when its own call loaded the answer: a cache hit has none. */
function cachedGet(
  cache: SwrCache<JsonAnswer>,
  c: Context<AppEnv>,
  key: string,
  load: () => Promise<UpstreamAnswer<JsonAnswer>>,
) {
  let correlationId: string | undefined;
  const loading = cache.get(key, async () => {
    const loaded = await load();
    correlationId = loaded.correlationId;
    return loaded.data;
  });
  return traced(
    c,
    loading.then((data) => ({ data, correlationId })),
  );
}

/** On the detail call, the storefront's 404 means exactly this. */
function asProductNotFound(error: unknown): never {
  if (error instanceof UpstreamError && error.failure.kind === 'status' && error.failure.status === 404) {
    throw new HttpError(404, errorMessages.productNotFound);
  }
  throw error;
}
