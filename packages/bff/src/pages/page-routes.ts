import {
  catalogueQueryKeys,
  type PageAnswers,
  type PageRenderer,
  repeatableCatalogueKeys,
} from '@aurele/shop-contract';
import { type Context, Hono, type Next } from 'hono';
import type { SwrCache } from '../cache/swr-cache.js';
import type { CatalogueAnswers } from '../catalogue/catalogue-answers.js';
import type { AppEnv } from '../http/app-env.js';
import { sendCachedBody } from '../http/cached-body.js';
import { HttpError } from '../http/errors.js';
import { readId } from '../http/read-id.js';
import { traced } from '../http/upstream-correlation.js';
import type { WarnLog } from '../http/warn-log.js';
import type { ProductAnswers } from '../services/product-answers.js';
import { pageUrl } from './page-url.js';
import { type RenderedPage, toRenderedPage } from './rendered-page.js';

/** Rendered pages: up to 200 addresses, fresh for a minute, then served stale for 5 min while they render again. */
export const PAGE_CACHE = { maxEntries: 200, freshMs: 60_000, staleMs: 300_000 } as const;

/** The same for everyone (nothing of the shopper is in it): a CDN may hold it as the BFF does. */
export const PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';

/** The page of an address that names nothing: sent with its 404, never kept (any address can name one). */
class NotFoundPage extends Error {
  constructor(readonly page: RenderedPage) {
    super('The address names no page');
  }
}

export interface PageRoutesDeps {
  renderPage: PageRenderer;
  answers: ProductAnswers;
  catalogue: CatalogueAnswers;
  cache: SwrCache<RenderedPage>;
  /** The shop's public origin, for canonical and shared addresses. */
  publicOrigin: string;
  /** A page's Content-Security-Policy given its inline style hashes, and its hints. */
  pageHeaders: (inlineStyleHashes: string[]) => Record<string, string>;
  warn: WarnLog;
}

/**
 * `/`, `/shop` and `/product/:id` rendered per request with what their loaders load, and `/auth` with its query,
 * cached by address. A request the renderer cannot answer goes on to the prerendered pages (`next()`): a query the
 * page does not read, a storefront fault (5xx, timeout, malformed answer) or a renderer failure, so a fault is the
 * skeleton page the browser fills in, never a 5xx page. An unknown product is its page's failure, sent with a 404.
 */
export function pageRoutes({
  renderPage,
  answers,
  catalogue,
  cache,
  publicOrigin,
  pageHeaders,
  warn,
}: PageRoutesDeps) {
  /** What the pages' loaders ask, answered in process, as `/api/catalogue` and `/api/products/:id` would. */
  const pageAnswers = (c: Context<AppEnv>): PageAnswers => ({
    catalogue: (query) => catalogue.query(query),
    product: (id) => traced(c, answers.product(readId(id))),
  });

  /** The page of the request's address, if `url` (its address with only the parameters it reads) is one. */
  async function serve(c: Context<AppEnv>, next: Next, url: string | undefined) {
    if (url === undefined) return next();
    try {
      const page = await cache.get(url, async () => {
        const { html, status } = await renderPage({ url, origin: publicOrigin, answers: pageAnswers(c) });
        const rendered = await toRenderedPage(html);
        if (status === 404) throw new NotFoundPage(rendered);
        return rendered;
      });
      return send(c, page, 200);
    } catch (error) {
      if (error instanceof NotFoundPage) return send(c, error.page, 404);
      // A 400 is an id no product can have, which the prerendered page answers too.
      if (!(error instanceof HttpError && error.status < 500)) {
        warn('page-not-rendered', { url, reason: error instanceof Error ? error.message : String(error) });
      }
      return next();
    }
  }

  function send(c: Context<AppEnv>, page: RenderedPage, status: 200 | 404) {
    const headers = { 'Cache-Control': PAGE_CACHE_CONTROL, ...pageHeaders(page.styleHashes) };
    return sendCachedBody(c, page, headers, 'text/html; charset=utf-8', status);
  }

  return (
    new Hono<AppEnv>()
      .get('/', (c, next) => serve(c, next, pageUrl(c.req.url, [])))
      // What the address says that the page cannot read is left out, as the browser will (docs/product/decisions.md).
      .get('/shop', (c, next) =>
        serve(c, next, pageUrl(c.req.url, catalogueQueryKeys, repeatableCatalogueKeys)),
      )
      .get('/product/:id', (c, next) => serve(c, next, pageUrl(c.req.url, ['variant'])))
      // The step its address names (`?mode=client|admin&view=register`) is drawn, its form ready to be typed in
      // before the app runs; the prerendered /auth is the choice whatever the query.
      .get('/auth', (c, next) => serve(c, next, pageUrl(c.req.url, ['mode', 'view'])))
  );
}
