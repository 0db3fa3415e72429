import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../app/route-handle';
import { NOT_FOUND_PAGE, PARAMETER_PAGE, prerenderedPages } from './page-paths';

/**
 * The shop's addresses for crawlers, written by the build as `dist/site-routes.json`: the BFF lists `public` in
 * `/sitemap.xml` (with every product) and disallows `private` in `/robots.txt`. Paths start with `/`; a public
 * one may carry a query (a category view of the shop is a page of its own).
 */
export interface SiteRoutes {
  public: string[];
  private: string[];
}

export const SITE_ROUTES_FILE = 'site-routes.json';

/**
 * The static pages of the route tree, split by their `handle` (a private route makes its whole subtree private), with
 * the shop's views (`/shop?category=…`, `/shop?brand=…`) added to the public ones. Pages with a parameter
 * (`/product/:id`) and the 404 are left to whoever knows their addresses.
 */
export function siteRoutes(routes: RouteObject[], shopViews: string[]): SiteRoutes {
  const everyPath = staticPaths(routes);
  const publicPaths = new Set(staticPaths(withoutPrivate(routes)));
  return {
    public: [...everyPath.filter((path) => publicPaths.has(path)), ...shopViews],
    private: everyPath.filter((path) => !publicPaths.has(path)),
  };
}

function staticPaths(routes: RouteObject[]): string[] {
  return prerenderedPages(routes)
    .filter(({ file }) => file !== NOT_FOUND_PAGE && !file.endsWith(PARAMETER_PAGE))
    .map(({ url }) => url);
}

function withoutPrivate(routes: RouteObject[]): RouteObject[] {
  return routes
    .filter((route) => !(route.handle as RouteHandle | undefined)?.private)
    .map((route) => (route.children ? { ...route, children: withoutPrivate(route.children) } : route));
}
