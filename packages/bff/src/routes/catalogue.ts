import { CATALOGUE_QUERY_BOUNDS, type RejectedParameter, readCatalogueQuery } from '@aurele/shop-contract';
import { Hono } from 'hono';
import type { CatalogueAnswers } from '../catalogue/catalogue-answers.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { sendJsonAnswer } from '../http/json-answer.js';

/** Answers change only when the index is read again: the browser may keep one a minute, then revalidates. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

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
 * The catalogue index's own routes, mounted at `/api`: `GET /api/catalogue?…` (the `/shop` query: a page of tiles,
 * the total, the facets) and `GET /api/suggestions?q=` (what the header suggests while the shopper types).
 */
export function catalogueRoutes(answers: CatalogueAnswers) {
  return new Hono<AppEnv>()
    .get('/catalogue', async (c) => {
      const { query, rejected } = readCatalogueQuery(new URL(c.req.url).searchParams);
      refuse(rejected);
      return sendJsonAnswer(c, await answers.page(query), CATALOGUE_CACHE_CONTROL);
    })
    .get('/suggestions', async (c) => {
      const params = new URL(c.req.url).searchParams;
      const keys = [...new Set(params.keys())];
      if (keys.some((key) => key !== 'q')) throw new HttpError(400, errorMessages.unknownParameter);
      const typed = params.getAll('q');
      if (typed.length > 1) throw new HttpError(400, errorMessages.repeatedParameter);
      const text = typed[0] ?? '';
      if (text.length > CATALOGUE_QUERY_BOUNDS.searchLength)
        throw new HttpError(400, errorMessages.invalidParameter);
      return sendJsonAnswer(c, await answers.suggestions(text), CATALOGUE_CACHE_CONTROL);
    });
}
