import type { CatalogueAnswer, CatalogueTile, SuggestionsAnswer } from '@aurele/shop-contract';
// Types only: the BFF has already checked every answer against the contract, so no schema ships to the browser.
import type {
  CheckoutItem,
  CheckoutResponse,
  ProductDetailResponse,
  ProductListResponse,
  VariantStockResponse,
} from '@aurele/storefront-contract';
import { browserFetch, type FetchLike, requestJson } from './request-json';

/** What the browser sends to `POST /api/checkout`; the BFF adds the return addresses itself. */
export interface CheckoutBody {
  items: CheckoutItem[];
  locale: string;
  timeZone: string;
}

/**
 * The BFF's routes: the catalogue's query, and the storefront's four calls in their raw shapes (`shop-api.ts` maps
 * them to the shop's model).
 */
export interface StorefrontClient {
  /** A page of a `/shop` query: `query` is its address's parameters. */
  getCatalogue(query: string, signal?: AbortSignal): Promise<CatalogueAnswer>;
  /** « Vous aimerez aussi » for a product. */
  getRelated(id: string, signal?: AbortSignal): Promise<{ products: CatalogueTile[] }>;
  /** What the header suggests for typed text. */
  getSuggestions(text: string, signal?: AbortSignal): Promise<SuggestionsAnswer>;
  listProducts(options?: { ids?: readonly string[]; signal?: AbortSignal }): Promise<ProductListResponse>;
  getProduct(id: string, signal?: AbortSignal): Promise<ProductDetailResponse>;
  getVariantStock(productIds: readonly string[], signal?: AbortSignal): Promise<VariantStockResponse>;
  createCheckout(body: CheckoutBody, signal?: AbortSignal): Promise<CheckoutResponse>;
}

/** `name[]=a&name[]=b`, brackets left as the storefront writes them. */
function repeated(name: string, values: readonly string[]): string {
  return values.map((value) => `${name}[]=${encodeURIComponent(value)}`).join('&');
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

export function createStorefrontClient(fetchImpl: FetchLike = browserFetch): StorefrontClient {
  const request = <T>(path: string, init?: RequestInit) => requestJson<T>(fetchImpl, path, init);

  return {
    getCatalogue: (query, signal) => request(withQuery('/api/catalogue', query), { signal }),
    getRelated: (id, signal) => request(`/api/products/${encodeURIComponent(id)}/related`, { signal }),
    getSuggestions: (text, signal) =>
      request(`/api/suggestions?${new URLSearchParams({ q: text })}`, { signal }),
    listProducts: ({ ids = [], signal } = {}) =>
      request(withQuery('/api/products', repeated('ids', ids)), { signal }),
    getProduct: (id, signal) => request(`/api/products/${encodeURIComponent(id)}`, { signal }),
    getVariantStock: (productIds, signal) =>
      request(`/api/variants?fields=inventory_quantity&${repeated('product_ids', productIds)}`, { signal }),
    createCheckout: (body, signal) =>
      request('/api/checkout', { method: 'POST', body: JSON.stringify(body), signal }),
  };
}
