import type { PageRenderer } from '@aurele/shop-contract';
import { type Context, Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { requestId } from 'hono/request-id';
import { adminCatalogue } from './admin/admin-catalogue.js';
import { StockBook } from './admin/stock-book.js';
import type { StockStore } from './admin/stock-store.js';
import { type CacheStore, memoryStore } from './cache/cache-store.js';
import { SwrCache } from './cache/swr-cache.js';
import { catalogueAnswers } from './catalogue/catalogue-answers.js';
import { CatalogueSource } from './catalogue/catalogue-source.js';
import type { CatalogueStore } from './catalogue/catalogue-store.js';
import { type CatalogueTables, defaultCatalogueTables } from './catalogue/catalogue-tables.js';
import { StoredCatalogueSource } from './catalogue/stored-catalogue-source.js';
import type { AppConfig } from './config.js';
import { siteRoutesReader } from './crawlers/site-routes.js';
import type { AppEnv } from './http/app-env.js';
import type { CachedBody } from './http/cached-body.js';
import { type Compression, compression } from './http/compression.js';
import { errorHandler } from './http/error-handler.js';
import { errorMessages, HttpError, sendError } from './http/errors.js';
import type { JsonAnswer } from './http/json-answer.js';
import { createRedactor } from './http/redact.js';
import { requestLog } from './http/request-log.js';
import { warnLog } from './http/warn-log.js';
import { PAGE_CACHE, pageRoutes } from './pages/page-routes.js';
import type { RenderedPage } from './pages/rendered-page.js';
import { adminRoutes } from './routes/admin.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { checkoutRoutes } from './routes/checkout.js';
import { crawlerRoutes } from './routes/crawlers.js';
import { productRoutes } from './routes/products.js';
import { variantRoutes } from './routes/variants.js';
import { contentSecurityPolicy } from './security/content-security-policy.js';
import { securityHeaders } from './security/headers.js';
import { memoryRateLimiter, type RateLimiter, rateLimit } from './security/rate-limit.js';
import { productAnswers } from './services/product-answers.js';
import type { PageStyleHashes } from './static/inline-style-hashes.js';
import type { StaticFiles } from './static/static-files.js';
import { webAppRoutes } from './static/web-app.js';
import type { WebBuildFiles } from './static/web-build-files.js';
import { createStorefrontClient } from './storefront/client.js';

/** What the runtime provides; every part has a portable default except the files of the web app. */
export interface AppDeps {
  /** The built web app; without it every page is a 503 (the API still works). */
  staticFiles?: StaticFiles;
  /**
   * The web app's server renderer: `/`, `/shop` and `/product/:id` are then rendered per request with their data,
   * and `/auth` with its query. Without it (tests, no server build), the prerendered pages of `staticFiles` answer
   * them.
   */
  renderPage?: PageRenderer;
  /**
   * The names of the files of `staticFiles` the BFF looks for (given by the web app's server entry with the
   * renderer). Without them, `index.html` answers every page that has no file of its own, and the sitemap lists
   * the products only.
   */
  buildFiles?: WebBuildFiles;
  /** The store's collection for each category and brand, as the web build was given them (default: the emulator's). */
  catalogueTables?: CatalogueTables;
  /** The client a checkout is counted against (its IP on Node); all clients share one count by default. */
  clientKey?: (c: Context) => string;
  /** Where the log lines go, requests and warnings (default: console.log). */
  log?: (line: string) => void;
  /** The storefront's transport (default: the global fetch). */
  fetch?: typeof fetch;
  /** The clock of the cache and the rate limit, in ms. */
  now?: () => number;
  /** Who compresses text answers (default: the app; workerd compresses by itself). */
  compression?: Compression;
  /** Where the product and page caches keep their entries (default: this process's memory). */
  cacheStore?: <V extends CachedBody>(name: CacheName, limits: CacheLimits) => CacheStore<V>;
  /**
   * The global store a scheduled read keeps the catalogue index in (the edge's Workers KV): requests then only
   * read it. Without it (Node), this process reads the storefront and refreshes its own index in memory.
   */
  catalogueStore?: CatalogueStore;
  /** The edge's global store of the whole store's stock, read by the scheduled handler (`edge/kv-stock-store.ts`). */
  stockStore?: StockStore;
  /** Keeps a cache's background refresh alive after the answer (workerd's `waitUntil`). */
  background?: (work: Promise<unknown>) => void;
  /** Counts checkouts per client (default: in memory, `CHECKOUT_RATE_LIMIT` a minute). */
  checkoutLimiter?: RateLimiter;
  /** The CSP style hashes of a prerendered page (default: read from the page once per version). */
  styleHashes?: PageStyleHashes;
}

export type CacheName = 'products' | 'pages';

/** What a cache store is told of the entries it keeps. */
interface CacheLimits {
  maxEntries: number;
  /** How long an entry can still be served (fresh plus stale). */
  lifetimeMs: number;
}

/** Product answers: up to 500 of them, fresh for 30 s, then served stale for 5 min while they refresh. */
export const PRODUCT_CACHE = { maxEntries: 500, freshMs: 30_000, staleMs: 300_000 } as const;

/**
 * The BFF as a runtime-agnostic Hono app (Fetch API only): the four storefront calls, the data pages rendered per
 * request when given a renderer, and the web app.
 */
export function createApp(config: AppConfig, deps: AppDeps = {}) {
  const now = deps.now ?? Date.now;
  const storefront = createStorefrontClient({ ...config.storefront, fetch: deps.fetch });
  const write = deps.log ?? console.log;
  const redact = createRedactor(config.storefront.apiUrl, config.storefront.storeId);
  const warn = warnLog(write, redact);
  const cacheFor = <V extends CachedBody>(
    name: CacheName,
    { maxEntries, freshMs, staleMs }: { maxEntries: number; freshMs: number; staleMs: number },
  ) => {
    const limits = { maxEntries, lifetimeMs: freshMs + staleMs };
    const store = deps.cacheStore ? deps.cacheStore<V>(name, limits) : memoryStore<V>(maxEntries);
    return new SwrCache<V>({ freshMs, staleMs, now, store, background: deps.background });
  };
  const products = productAnswers({
    storefront,
    cache: cacheFor<JsonAnswer>('products', PRODUCT_CACHE),
    warn,
  });

  const reader = { storefront, warn, tables: deps.catalogueTables ?? defaultCatalogueTables, now };
  const catalogue = catalogueAnswers(
    deps.catalogueStore
      ? new StoredCatalogueSource({ reader, store: deps.catalogueStore, background: deps.background })
      : new CatalogueSource({ ...reader, refreshMs: config.catalogueRefreshMs, background: deps.background }),
  );

  const api = new Hono<AppEnv>();
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        sendError(c, new HttpError(405, errorMessages.methodNotAllowed, { Allow: methods.join(', ') })),
    }),
  );
  api.route('/', catalogueRoutes(catalogue));
  api.route('/products', productRoutes({ answers: products, catalogue }));
  api.route('/variants', variantRoutes({ storefront }));
  api.route(
    '/admin',
    adminRoutes(
      adminCatalogue({
        index: () => catalogue.index(),
        stock: new StockBook({ storefront, warn, now, background: deps.background, shared: deps.stockStore }),
        warn,
      }),
      rateLimit(
        memoryRateLimiter({ limit: config.adminRateLimit, windowMs: 60_000, now }),
        deps.clientKey ?? (() => 'all'),
      ),
    ),
  );
  api.route(
    '/checkout',
    checkoutRoutes({
      storefront,
      publicOrigin: config.publicOrigin,
      rateLimit: rateLimit(
        deps.checkoutLimiter ?? memoryRateLimiter({ limit: config.checkoutRateLimit, windowMs: 60_000, now }),
        deps.clientKey ?? (() => 'all'),
      ),
    }),
  );
  // Answered, not thrown: methodNotAllowed turns this 404 into a 405 when the path exists for another method.
  api.all('*', (c) => sendError(c, new HttpError(404, errorMessages.notFound)));

  const app = new Hono<AppEnv>();
  app.use(
    // The incoming X-Request-Id is not reused: the answer would echo whatever a client put there.
    requestId({ headerName: '' }),
    requestLog({ write, redact }),
    securityHeaders(config.storefront.publicOrigins),
    compression(deps.compression ?? 'app'),
  );
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.route('/api', api);
  app.route(
    '/',
    crawlerRoutes({
      publicOrigin: config.publicOrigin,
      catalogue: catalogue.index,
      siteRoutes: siteRoutesReader(deps.staticFiles, deps.buildFiles?.siteRoutes),
    }),
  );
  // Product images come from the storefront's public hosts: the browser opens those connections with the page.
  const preconnect = config.storefront.publicOrigins
    .map((origin) => `<${origin}>; rel=preconnect`)
    .join(', ');
  const pageHeaders = (inlineStyleHashes: string[]) => ({
    'Content-Security-Policy': contentSecurityPolicy(config.storefront.publicOrigins, inlineStyleHashes),
    ...(preconnect ? { Link: preconnect } : {}),
  });
  if (deps.renderPage) {
    app.route(
      '/',
      pageRoutes({
        renderPage: deps.renderPage,
        answers: products,
        catalogue,
        cache: cacheFor<RenderedPage>('pages', PAGE_CACHE),
        publicOrigin: config.publicOrigin,
        pageHeaders,
        warn,
      }),
    );
  }
  app.route('/', webAppRoutes(deps.staticFiles, deps.buildFiles, pageHeaders, deps.styleHashes));
  // A page's form sent before the page's first script ran (the auth forms POST): back to the page, never a JSON 404.
  app.post('*', (c) => {
    const { pathname, search } = new URL(c.req.url);
    // Leading slashes or backslashes folded: `//host` would send the shopper to another site.
    return c.redirect(`/${pathname.replace(/^[/\\]+/, '')}${search}`, 303);
  });
  app.notFound((c) => sendError(c, new HttpError(404, errorMessages.notFound)));
  app.onError(errorHandler);
  return app;
}
