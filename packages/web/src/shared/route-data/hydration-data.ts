import { type HydrationState, matchRoutes, type RouteObject } from 'react-router-dom';
import { HttpError } from '../../storefront/http-error';

/**
 * The id of the `<script type="application/json">` block a page rendered per request carries its loaders' data
 * in: read by the browser's router, never run, so the CSP needs no inline script.
 */
export const ROUTER_DATA_ELEMENT_ID = 'page-data';

/** A loader's failure as a page's data block carries it: the answer the browser's loader would have had. */
export interface LoadFailure {
  status: number;
  statusText: string;
}

/** The router's hydration data as the server writes it: what each loader of the page answered. */
export interface RouterData {
  loaderData: Record<string, unknown>;
  /** The loaders that found nothing (an unknown product), by route: the page is drawn with its route's failure. */
  errors?: Record<string, LoadFailure>;
}

/**
 * What the browser's router starts from: the page's data block, or, for a page drawn without its data (the
 * build's prerender, which the BFF falls back to; the dev server's empty page), null for each loader of the
 * address, which the page then asks for itself (`useRouteData`). Either way the router starts as the HTML
 * was drawn, without waiting for a loader.
 */
export function hydrationDataOf(
  document: Document,
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
): HydrationState {
  const block = document.getElementById(ROUTER_DATA_ELEMENT_ID)?.textContent;
  if (block) {
    const { loaderData, errors } = JSON.parse(block) as RouterData;
    return { loaderData, errors: errors && revivedFailures(errors) };
  }
  const matches = matchRoutes(routes, location) ?? [];
  return {
    loaderData: Object.fromEntries(
      matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : [])),
    ),
  };
}

/** The failures as the page's loader throws them in the browser, so that the page goes on as it was drawn. */
export function revivedFailures(errors: Record<string, LoadFailure>): Record<string, HttpError> {
  return Object.fromEntries(
    Object.entries(errors).map(([route, { status, statusText }]) => [
      route,
      new HttpError(status, statusText),
    ]),
  );
}
