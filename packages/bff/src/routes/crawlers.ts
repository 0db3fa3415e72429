import type { ProductListResponse } from '@aurele/storefront-contract';
import { type Context, Hono } from 'hono';
import { robotsTxt } from '../crawlers/robots-txt.js';
import type { SiteRoutes } from '../crawlers/site-routes.js';
import { sitemapXml } from '../crawlers/sitemap-xml.js';
import type { AppEnv } from '../http/app-env.js';
import { type CachedBody, sendCachedBody, toCachedBody } from '../http/cached-body.js';
import { cacheControlFor } from '../static/cache-policy.js';

export interface CrawlerRoutesDeps {
  /** The shop's public origin: crawlers need absolute addresses. */
  publicOrigin: string;
  /** The whole catalogue as `/api/products` answers it with no query, from the same cache entry. */
  catalogue: (c: Context<AppEnv>) => Promise<CachedBody>;
  /** The web build's public and private pages. */
  siteRoutes: () => Promise<SiteRoutes>;
}

/**
 * A crawler asks for the sitemap now and then, not on every page: it may keep it ten minutes, then revalidates
 * by ETag. The catalogue behind it is at most 30 s fresh plus 5 min stale in the BFF (`PRODUCT_CACHE`).
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=600';

/**
 * `GET /sitemap.xml` and `GET /robots.txt`. The sitemap makes no storefront call of its own: it reads (on a miss,
 * loads) the cache entry `/api/products` with no query uses, so within the stale window a storefront fault still
 * gets the last good catalogue, and past it the API's 502/504 JSON error. Its XML is made once per catalogue
 * answer and page list.
 */
export function crawlerRoutes({ publicOrigin, catalogue, siteRoutes }: CrawlerRoutesDeps) {
  const sitemaps = new WeakMap<CachedBody, { routes: SiteRoutes; sitemap: Promise<CachedBody> }>();

  const sitemapOf = (list: CachedBody, routes: SiteRoutes) => {
    const made = sitemaps.get(list);
    if (made?.routes === routes) return made.sitemap;
    const { products } = JSON.parse(new TextDecoder().decode(list.body)) as ProductListResponse;
    const sitemap = toCachedBody(sitemapXml(publicOrigin, routes.public, products));
    sitemaps.set(list, { routes, sitemap });
    return sitemap;
  };

  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const [list, routes] = await Promise.all([catalogue(c), siteRoutes()]);
      const sitemap = await sitemapOf(list, routes);
      const headers = { 'Cache-Control': SITEMAP_CACHE_CONTROL };
      return sendCachedBody(c, sitemap, headers, 'application/xml; charset=utf-8');
    })
    .get('/robots.txt', async (c) =>
      c.text(robotsTxt(publicOrigin, (await siteRoutes()).private), 200, {
        'Cache-Control': cacheControlFor('robots.txt'),
      }),
    );
}
