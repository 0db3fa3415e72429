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
import type { CatalogueAnswers } from '../catalogue/catalogue-answers.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { sendJsonAnswer } from '../http/json-answer.js';
import { readQuery, toSearchParams } from '../http/query.js';
import { readId } from '../http/read-id.js';
import { traced } from '../http/upstream-correlation.js';
import type { ProductAnswers } from '../services/product-answers.js';
import { storefrontIdListSchema } from '../storefront/ids.js';
import { CATALOGUE_CACHE_CONTROL } from './catalogue.js';

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

/**
 * Without `ids[]`, one page at most: the whole catalogue is never asked for in one call (a store of 20 000
 * products is about 90 MB); the shop's lists come from `/api/catalogue`.
 */
export const LIST_PAGE_MAX_LIMIT = 100;

/** The BFF may serve a copy up to a few minutes old; the browser revalidates each time, cheaply, by ETag. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface ProductRoutesDeps {
  answers: ProductAnswers;
  /** The index « Vous aimerez aussi » is chosen from. */
  catalogue: CatalogueAnswers;
}

/**
 * `GET /api/products` (products by `ids[]`, e.g. a cart's, else one page of at most 100) and
 * `GET /api/products/:id`, cached, list products checked once per storefront call; and
 * `GET /api/products/:id/related` (« Vous aimerez aussi »: `{ products: [tiles] }`), from the catalogue index.
 */
export function productRoutes({ answers, catalogue }: ProductRoutesDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const asked = readQuery(c.req.url, productListQueryKeys, listQuerySchema);
      if (!asked['ids[]'] && (asked.limit ?? 0) > LIST_PAGE_MAX_LIMIT) {
        throw new HttpError(400, errorMessages.invalidParameter);
      }
      const requested = asked['ids[]'] ? asked : { ...asked, limit: asked.limit ?? LIST_PAGE_MAX_LIMIT };
      const answer = await traced(c, answers.list(requested, toSearchParams(requested)));
      return sendJsonAnswer(c, answer, CACHE_CONTROL);
    })
    .get('/:id', async (c) => {
      const query = toSearchParams(readQuery(c.req.url, productDetailQueryKeys, productDetailQuerySchema));
      const answer = await traced(c, answers.detail(readId(c.req.param('id')), query));
      return sendJsonAnswer(c, answer, CACHE_CONTROL);
    })
    .get('/:id/related', async (c) => {
      if (new URL(c.req.url).search) throw new HttpError(400, errorMessages.unknownParameter);
      const related = await catalogue.related(readId(c.req.param('id')));
      return sendJsonAnswer(c, related, CATALOGUE_CACHE_CONTROL);
    });
}
