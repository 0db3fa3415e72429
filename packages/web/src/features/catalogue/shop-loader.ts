import type { CatalogueAnswer } from '@aurele/storefront-contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { pageAnswers } from '../../shared/route-data/page-answers-context';
import { listKeyOf, shopQueryOf } from './shop-query';

/** What `/shop` loads: the page of the catalogue its address asks for, with the query's total and facets. */
export function shopLoader({ context, request }: LoaderFunctionArgs): Promise<CatalogueAnswer> {
  return pageAnswers(context).catalogue(shopQueryOf(new URL(request.url).searchParams), request.signal);
}

/**
 * « Voir plus » writes the page it added into the address: the list already holds it, so nothing is loaded again.
 * Any other change of the address (another list, an earlier page) loads.
 */
export function shopShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const current = shopQueryOf(currentUrl.searchParams);
  const next = shopQueryOf(nextUrl.searchParams);
  const pageAdded =
    currentUrl.pathname === nextUrl.pathname &&
    listKeyOf(current) === listKeyOf(next) &&
    next.page > current.page;
  return defaultShouldRevalidate && !pageAdded;
}
