import { emptyCatalogueQuery } from '@aurele/shop-contract';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ProductSummary } from '../../domain/product-summary';
import { lazyPage } from '../../shared/lazy-page';
import { dataRoute } from '../../shared/route-data/data-route';
import { pageAnswers } from '../../shared/route-data/page-answers-context';
import { toSummary } from '../../storefront/map-tile';

export const FEATURED_COUNT = 4;

/** What `/` loads: its selection of the moment. */
export interface HomeData {
  featured: ProductSummary[];
}

/**
 * The home page's selection (docs/product/decisions.md#improvements, item 13): the first four of the catalogue by
 * `order`, its featured order.
 */
export async function homeLoader({ context, request }: LoaderFunctionArgs): Promise<HomeData> {
  const firstPage = await pageAnswers(context).catalogue(emptyCatalogueQuery, request.signal);
  return { featured: firstPage.products.slice(0, FEATURED_COUNT).map(toSummary) };
}

/** `/`: the home page and its loader. */
export const homeRoute = dataRoute({
  id: 'home',
  loader: homeLoader,
  page: lazyPage(() => import('./home-page').then((m) => m.HomePage)),
});
