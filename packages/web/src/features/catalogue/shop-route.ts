import { catalogueQueryString } from '@aurele/shop-contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { dataRoute } from '../../shared/route-data/data-route';
import { pageAnswers } from '../../shared/route-data/page-answers-context';
import { type CataloguePage, toCataloguePage } from '../../storefront/map-tile';
import { shopQueryOf } from './shop-query';

/**
 * What `/shop` loads: the page of the catalogue its address asks for (`?page=N`, which « Voir plus » asks for
 * too), with the query's total and facets, in the shop's terms.
 */
export async function shopLoader({ context, request }: LoaderFunctionArgs): Promise<CataloguePage> {
  const query = shopQueryOf(new URL(request.url).searchParams);
  return toCataloguePage(await pageAnswers(context).catalogue(query, request.signal));
}

/**
 * An address that asks for the same page of the same list loads nothing: an address sent before the app ran
 * loses its empty parameters. Any other (another list, another page) loads, and so does the same address again.
 */
export function shopShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const held =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    pageKeyOf(currentUrl) === pageKeyOf(nextUrl);
  return defaultShouldRevalidate && !held;
}

/** What tells one page of one list from another. */
function pageKeyOf(url: URL): string {
  return catalogueQueryString(shopQueryOf(url.searchParams));
}

/** `/shop`: the shop's lists, their loader and when it loads again. */
export const shopRoute = dataRoute({
  id: 'shop',
  loader: shopLoader,
  shouldRevalidate: shopShouldRevalidate,
  page: lazyPage(() => import('./shop-page').then((m) => m.ShopPage)),
});
