import type { Product as RawProduct, ProductDetail as RawProductDetail } from '@aurele/storefront-contract';
import type { CatalogueQuery } from '../domain/catalogue';

/** The id of the `<script type="application/json">` block a server-rendered page carries its data in. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The data a page was rendered with on the server, as the storefront's raw shapes (`/api/products` answers): the
 * browser maps them as it maps its own fetches, and hydrates from them without fetching them again.
 */
export type PageData =
  /** `/`: the featured products. */
  | { page: 'home'; featured: RawProduct[] }
  /** `/shop`: the first screenful of what the query shows, and how many it shows in all. */
  | { page: 'shop'; query: CatalogueQuery; products: RawProduct[]; total: number }
  /** `/product/:id`: the product without its stock, which the browser asks for itself. */
  | { page: 'product'; product: RawProductDetail };

export type PageName = PageData['page'];
export type PageDataOf<Name extends PageName> = Extract<PageData, { page: Name }>;
