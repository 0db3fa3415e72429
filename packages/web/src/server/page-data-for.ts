import type { CatalogueAnswer, ProductDetailResponse } from '@aurele/storefront-contract';
import { homePageData } from '../features/home/home-page-data';
import type { PageData } from '../shared/page-data';

/**
 * A page the server renders per request, with the answers it needs as the BFF's API gives them: the catalogue's
 * answer to the page's query (the first page of the featured order for `/`), the product's detail; `/auth` needs
 * none, only its address.
 */
export type PageSource =
  | { route: 'home' | 'shop'; url: string; origin: string; catalogue: CatalogueAnswer }
  | { route: 'product'; url: string; origin: string; product: ProductDetailResponse }
  | { route: 'auth'; url: string; origin: string };

/** What the page is rendered with and the browser hydrates from. */
export function pageDataFor(source: PageSource): PageData {
  switch (source.route) {
    case 'home':
      return homePageData(source.catalogue);
    case 'shop':
      return { page: 'shop', catalogue: source.catalogue };
    case 'product':
      return { page: 'product', product: source.product.product };
    case 'auth':
      return { page: 'auth' };
  }
}
