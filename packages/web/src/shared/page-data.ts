import type {
  CatalogueAnswer,
  CatalogueTile,
  ProductDetail as RawProductDetail,
} from '@aurele/storefront-contract';

/** The id of the `<script type="application/json">` block a server-rendered page carries its data in. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The data a page was rendered with on the server, as the BFF's API answers it (`/api/catalogue`, `/api/products`):
 * the browser maps it as it maps its own fetches, and hydrates from it without fetching it again.
 */
export type PageData =
  /** `/`: the featured products. */
  | { page: 'home'; featured: CatalogueTile[] }
  /** `/shop`: the page of the query the address asks for, with its total and facets. */
  | { page: 'shop'; catalogue: CatalogueAnswer }
  /** `/product/:id`: the product without its stock, which the browser asks for itself. */
  | { page: 'product'; product: RawProductDetail }
  /** `/auth`: no data, only the sign that it was drawn for its address's step (`?mode=…&view=…`). */
  | { page: 'auth' };

export type PageName = PageData['page'];
export type PageDataOf<Name extends PageName> = Extract<PageData, { page: Name }>;
