import {
  PRODUCT_LIST_MAX_LIMIT,
  productDetailQueryKeys,
  productDetailQuerySchema,
  productDetailResponseSchema,
  productListQueryKeys,
  productListQuerySchema,
  productListResponseSchema,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SwrCache } from '../cache/swr-cache.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { type JsonAnswer, sendJsonAnswer, toJsonAnswer } from '../http/json-answer.js';
import { readQuery, toSearchParams } from '../http/query.js';
import { readId } from '../http/read-id.js';
import type { StorefrontClient } from '../storefront/client.js';
import { storefrontIdListSchema } from '../storefront/ids.js';
import { UpstreamError } from '../storefront/upstream-error.js';

/** A count in a query string: decimal digits only, where coercion alone would also take `0x10`, `1e1` or ` 5`. */
const digitsOnly = (count: z.ZodType<number>) =>
  z
    .preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? value : Number.NaN), count)
    .optional();

/** The storefront's list query, with every id and count checked and at most one page of ids. */
const listQuerySchema = productListQuerySchema.extend({
  'ids[]': storefrontIdListSchema(PRODUCT_LIST_MAX_LIMIT),
  offset: digitsOnly(productListQuerySchema.shape.offset.unwrap()),
  limit: digitsOnly(productListQuerySchema.shape.limit.unwrap()),
});

/** The BFF may serve a copy up to a few minutes old; the browser revalidates each time, cheaply, by ETag. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface ProductRoutesDeps {
  storefront: StorefrontClient;
  cache: SwrCache<JsonAnswer>;
}

/** `GET /api/products` and `GET /api/products/:id`, cached. */
export function productRoutes({ storefront, cache }: ProductRoutesDeps) {
  const cachedGet = <T>(path: string, query: URLSearchParams, schema: z.ZodType<T>) =>
    cache.get(`${path}?${query}`, async () => toJsonAnswer(await storefront.get(path, query, schema)));

  return new Hono()
    .get('/', async (c) => {
      const query = toSearchParams(readQuery(c.req.url, productListQueryKeys, listQuerySchema));
      return sendJsonAnswer(c, await cachedGet('products', query, productListResponseSchema), CACHE_CONTROL);
    })
    .get('/:id', async (c) => {
      const id = readId(c.req.param('id'));
      const query = toSearchParams(readQuery(c.req.url, productDetailQueryKeys, productDetailQuerySchema));
      const answer = await cachedGet(`products/${id}`, query, productDetailResponseSchema).catch(
        asProductNotFound,
      );
      return sendJsonAnswer(c, answer, CACHE_CONTROL);
    });
}

/** On the detail call, the storefront's 404 means exactly this. */
function asProductNotFound(error: unknown): never {
  if (error instanceof UpstreamError && error.failure.kind === 'status' && error.failure.status === 404) {
    throw new HttpError(404, errorMessages.productNotFound);
  }
  throw error;
}
