import type { RouteObject } from 'react-router-dom';

/** A page the build writes: the URL it renders and the file, relative to the web root, that holds it. */
export interface PrerenderedPage {
  url: string;
  file: string;
}

/**
 * The file name of a page whose last segment is a parameter (`/product/:id` → `product/[param].html`): the BFF
 * answers any `/product/<id>` with it, and the page loads its data in the browser.
 */
export const PARAMETER_PAGE = '[param].html';

/** The page of every path no route knows: the BFF answers it with a 404 status. */
export const NOT_FOUND_PAGE = '404.html';

/** Every page of the route tree that can be written ahead: static paths, one-parameter pages and the 404. */
export function prerenderedPages(routes: RouteObject[], parentPath = ''): PrerenderedPage[] {
  return routes.flatMap((route) => {
    const path = route.index ? parentPath : join(parentPath, route.path);
    const here = route.element && !route.children ? pageAt(path) : [];
    return [...here, ...prerenderedPages(route.children ?? [], path)];
  });
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

function pageAt(path: string): PrerenderedPage[] {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === '*') return [{ url: '/__not-found__', file: NOT_FOUND_PAGE }];
  if (segments.slice(0, -1).some((segment) => segment.startsWith(':') || segment === '*')) return [];
  if (last?.startsWith(':')) {
    const parent = segments.slice(0, -1).join('/');
    return [{ url: `/${parent}/${last.slice(1)}`, file: `${parent}/${PARAMETER_PAGE}` }];
  }
  return [
    { url: `/${segments.join('/')}`, file: segments.length ? `${segments.join('/')}.html` : 'index.html' },
  ];
}
