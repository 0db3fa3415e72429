import { Hono } from 'hono';
import type { CatalogueIndex } from '../catalogue/catalogue-index.js';
import { robotsTxt } from '../crawlers/robots-txt.js';
import type { SiteRoutes } from '../crawlers/site-routes.js';
import { sitemapFiles } from '../crawlers/sitemap-xml.js';
import type { AppEnv } from '../http/app-env.js';
import { type CachedBody, sendCachedBody, toCachedBody } from '../http/cached-body.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { cacheControlFor } from '../static/cache-policy.js';

export interface CrawlerRoutesDeps {
  /** The shop's public origin: crawlers need absolute addresses. */
  publicOrigin: string;
  /** The catalogue index the shop answers from. */
  catalogue: () => Promise<CatalogueIndex>;
  /** The web build's public and private pages. */
  siteRoutes: () => Promise<SiteRoutes>;
}

/**
 * A crawler asks for the sitemap now and then, not on every page: it may keep it ten minutes, then revalidates
 * by ETag. The catalogue behind it is the index, read again every few minutes.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=600';

interface Sitemaps {
  main: CachedBody;
  parts: CachedBody[];
}

/**
 * `GET /sitemap.xml` (and its parts past 50 000 addresses, `/sitemap-{n}.xml`) and `GET /robots.txt`. The sitemap
 * makes no storefront call of its own: it lists the products of the catalogue index (a storefront fault keeps the
 * last good one), and is written once per index and page list.
 */
export function crawlerRoutes({ publicOrigin, catalogue, siteRoutes }: CrawlerRoutesDeps) {
  const made = new WeakMap<CatalogueIndex, { routes: SiteRoutes; sitemaps: Promise<Sitemaps> }>();

  const sitemapsOf = async (): Promise<Sitemaps> => {
    const [index, routes] = await Promise.all([catalogue(), siteRoutes()]);
    const known = made.get(index);
    if (known?.routes === routes) return known.sitemaps;
    const products = index.snapshot.entries.map((entry) => ({
      id: entry.tile.id,
      updatedAt: entry.updatedAt,
    }));
    const { main, parts } = sitemapFiles(publicOrigin, routes.public, products);
    const sitemaps = Promise.all([toCachedBody(main), ...parts.map(toCachedBody)]).then(
      ([first, ...rest]) => ({
        main: first as CachedBody,
        parts: rest,
      }),
    );
    made.set(index, { routes, sitemaps });
    return sitemaps;
  };

  const headers = { 'Cache-Control': SITEMAP_CACHE_CONTROL };
  const xml = 'application/xml; charset=utf-8';
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => sendCachedBody(c, (await sitemapsOf()).main, headers, xml))
    .get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', async (c) => {
      const part = Number(/\d+/.exec(c.req.param('file'))?.[0]);
      const body = (await sitemapsOf()).parts[part - 1];
      if (!body) throw new HttpError(404, errorMessages.notFound);
      return sendCachedBody(c, body, headers, xml);
    })
    .get('/robots.txt', async (c) =>
      c.text(robotsTxt(publicOrigin, (await siteRoutes()).private), 200, {
        'Cache-Control': cacheControlFor('robots.txt'),
      }),
    );
}
