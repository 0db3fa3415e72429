import type { CatalogueAnswer } from '@aurele/storefront-contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { dataRoute } from '../../shared/route-data/data-route';
import { pageAnswers } from '../../shared/route-data/page-answers-context';
import { listKeyOf, shopQueryOf } from './shop-query';

/** What `/shop` loads: the page of the catalogue its address asks for, with the query's total and facets. */
export function shopLoader({ context, request }: LoaderFunctionArgs): Promise<CatalogueAnswer> {
  return pageAnswers(context).catalogue(shopQueryOf(new URL(request.url).searchParams), request.signal);
}

/**
 * The list already on the page is not loaded again when the address changes but asks for no other: « Voir plus »
 * writes the page it added into the address, and an address sent before the app ran loses its empty parameters.
 * Any other change of the address (another list, an earlier page) loads, and so does the same address again.
 */
export function shopShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const current = shopQueryOf(currentUrl.searchParams);
  const next = shopQueryOf(nextUrl.searchParams);
  const held =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    listKeyOf(current) === listKeyOf(next) &&
    next.page >= current.page;
  return defaultShouldRevalidate && !held;
}

/** `/shop`: the shop's lists, their loader and when it loads again. */
export const shopRoute = dataRoute({
  id: 'shop',
  loader: shopLoader,
  shouldRevalidate: shopShouldRevalidate,
  page: lazyPage(() => import('./shop-page').then((m) => m.ShopPage)),
});
