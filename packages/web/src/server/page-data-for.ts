import type { ProductDetailResponse, ProductListResponse } from '@aurele/storefront-contract';
import { shopPageData } from '../features/catalogue/shop-page-data';
import { homePageData } from '../features/home/home-page-data';
import type { PageData } from '../shared/page-data';

/**
 * A page the server renders per request, with the storefront answers it needs as `/api/products` gives them
 * (the BFF fetches them through its own client and cache).
 */
export type PageSource =
  | { route: 'home' | 'shop'; url: string; origin: string; catalogue: ProductListResponse }
  | { route: 'product'; url: string; origin: string; product: ProductDetailResponse };

/** What the page is rendered with and the browser hydrates from. `now` dates the shop's « nouveautés ». */
export function pageDataFor(source: PageSource, now: number): PageData {
  switch (source.route) {
    case 'home':
      return homePageData(source.catalogue.products);
    case 'shop':
      return shopPageData(source.catalogue.products, new URL(source.url, source.origin).searchParams, now);
    case 'product':
      return { page: 'product', product: source.product.product };
  }
}
