import {
  PRODUCT_LIST_MAX_LIMIT,
  productDetailQueryKeys,
  productDetailQuerySchema,
  productListQueryKeys,
  productListQuerySchema,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { ABUSE_BOUNDS } from '../abuse-bounds.js';
import type { AppEnv } from '../http/app-env.js';
import { sendJsonAnswer } from '../http/json-answer.js';
import { readQuery, toSearchParams } from '../http/query.js';
import { readId } from '../http/read-id.js';
import { traced } from '../http/upstream-correlation.js';
import { storefrontIdListSchema } from '../storefront/ids.js';
import type { ProductAnswers } from './product-answers.js';

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

/** `GET /api/products` and `GET /api/products/:id`, cached; list products are checked once per storefront call. */
export function productRoutes(answers: ProductAnswers) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const requested = readQuery(c.req.url, productListQueryKeys, listQuerySchema);
      const answer = await traced(c, answers.list(requested, toSearchParams(requested)));
      return sendJsonAnswer(c, answer, CACHE_CONTROL);
    })
    .get('/:id', async (c) => {
      const query = toSearchParams(readQuery(c.req.url, productDetailQueryKeys, productDetailQuerySchema));
      const answer = await traced(c, answers.detail(readId(c.req.param('id')), query));
      return sendJsonAnswer(c, answer, CACHE_CONTROL);
    });
}
