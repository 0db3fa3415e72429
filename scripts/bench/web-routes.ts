import { productListResponseSchema } from '@aurele/storefront-contract';
import { PRODUCT_ROUTE } from './web-options.ts';

/** The routes to measure, with `/product` made the page of the first product the running shop lists. */
export async function resolveRoutes(shopUrl: string, routes: string[]): Promise<string[]> {
  if (!routes.includes(PRODUCT_ROUTE)) return routes;
  const productPath = `${PRODUCT_ROUTE}/${await firstProductId(shopUrl)}`;
  return routes.map((route) => (route === PRODUCT_ROUTE ? productPath : route));
}

async function firstProductId(shopUrl: string): Promise<string> {
  const answer = await fetch(new URL('/api/products', shopUrl));
  if (!answer.ok) throw new Error(`The shop's /api/products answered ${answer.status}`);
  const { products } = productListResponseSchema.parse(await answer.json());
  const [first] = products.toSorted((a, b) => a.order - b.order);
  if (!first) throw new Error('The shop lists no product');
  return first.id;
}
