import {
  CATALOGUE_QUERY_BOUNDS,
  type RejectedParameter,
  readCatalogueQuery,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import type { CatalogueAnswers } from '../catalogue/catalogue-answers.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { sendJsonAnswer } from '../http/json-answer.js';
import { readId } from '../http/read-id.js';

/** Answers change only when the index is read again: the browser may keep one a minute, then revalidates. */
const CACHE_CONTROL = 'public, max-age=60, must-revalidate';

const messageFor: Record<RejectedParameter['why'], string> = {
  unknown: errorMessages.unknownParameter,
  repeated: errorMessages.repeatedParameter,
  invalid: errorMessages.invalidParameter,
};

/** The first parameter that cannot be read is the 400's reason, as for every other route. */
function refuse([first]: RejectedParameter[]): void {
  if (first) throw new HttpError(400, messageFor[first.why]);
}

/**
 * `GET /api/catalogue?…` (the `/shop` query: a page of tiles, the total, the facets),
 * `GET /api/suggestions?q=` (what the header suggests while the shopper types) and
 * `GET /api/products/:id/related` (« Vous aimerez aussi »: `{ products: [tiles] }`).
 */
export function catalogueRoutes(answers: CatalogueAnswers) {
  return {
    catalogue: new Hono<AppEnv>().get('/', async (c) => {
      const { query, rejected } = readCatalogueQuery(new URL(c.req.url).searchParams);
      refuse(rejected);
      return sendJsonAnswer(c, await answers.page(query), CACHE_CONTROL);
    }),
    suggestions: new Hono<AppEnv>().get('/', async (c) => {
      const params = new URL(c.req.url).searchParams;
      const keys = [...new Set(params.keys())];
      if (keys.some((key) => key !== 'q')) throw new HttpError(400, errorMessages.unknownParameter);
      const typed = params.getAll('q');
      if (typed.length > 1) throw new HttpError(400, errorMessages.repeatedParameter);
      const text = typed[0] ?? '';
      if (text.length > CATALOGUE_QUERY_BOUNDS.searchLength)
        throw new HttpError(400, errorMessages.invalidParameter);
      return sendJsonAnswer(c, await answers.suggestions(text), CACHE_CONTROL);
    }),
    related: new Hono<AppEnv>().get('/:id/related', async (c) => {
      if (new URL(c.req.url).search) throw new HttpError(400, errorMessages.unknownParameter);
      return sendJsonAnswer(c, await answers.related(readId(c.req.param('id'))), CACHE_CONTROL);
    }),
  };
}
