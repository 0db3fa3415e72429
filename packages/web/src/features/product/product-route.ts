import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { Product } from '../../domain/product';
import { lazyPage } from '../../shared/lazy-page';
import { dataRoute } from '../../shared/route-data/data-route';
import { pageAnswers } from '../../shared/route-data/page-answers-context';
import { toProduct } from '../../storefront/map-product';

/**
 * What `/product/:id` loads (docs/product/data-and-states.md#states-and-transitions): the product with its gallery, in the shop's terms, without its stock,
 * which changes by the minute and which the page asks for itself (`productStockMachine`).
 */
export async function productLoader({ context, params, request }: LoaderFunctionArgs): Promise<Product> {
  return toProduct((await pageAnswers(context).product(params.id ?? '', request.signal)).product);
}

/**
 * The variant chosen is written into the address (`?variant=`): the same product, nothing to load again. Another
 * product, or « Réessayer » (the same address), loads.
 */
export function productShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href)
  );
}

/** `/product/:id`: the product page, its loader and when it loads again. */
export const productRoute = dataRoute({
  id: 'product',
  loader: productLoader,
  shouldRevalidate: productShouldRevalidate,
  page: lazyPage(() => import('./product-page').then((m) => m.ProductPage)),
});
