import type { ProductListQuery } from '@aurele/storefront-contract';
import type { StoredProduct } from '../catalogue/stored-product.js';
import { displayedAmount } from '../catalogue/variant-price.js';

export interface ProductPage {
  readonly products: readonly StoredProduct[];
  /** How many products match, before paging. */
  readonly count: number;
  readonly offset: number;
  /** The `limit` asked for, else how many products the answer holds. */
  readonly limit: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest update time `to_date` admits: a bare date includes its whole day (UTC). */
function upperBound(toDate: string): number {
  return Date.parse(DATE_ONLY.test(toDate) ? `${toDate}T23:59:59.999Z` : toDate);
}

/**
 * The value a product is sorted on, or null when it has none (no price, not in the collection): those come
 * last whatever the direction.
 */
type SortKey = (product: StoredProduct) => number | null;

function sortKey(query: ProductListQuery): SortKey {
  switch (query.sort_by ?? 'order') {
    case 'order':
      return (product) => product.order;
    case 'price':
      return displayedAmount;
    case 'created_at':
      return (product) => Date.parse(product.created_at);
    case 'collection_order': {
      // The order within the first collection asked for; without one, the storefront order.
      const [collection] = query['collection_ids[]'] ?? [];
      if (!collection) return (product) => product.order;
      return (product) =>
        product.product_collections.find((entry) => entry.collection_id === collection)?.order ?? null;
    }
  }
}

function matches(product: StoredProduct, query: ProductListQuery): boolean {
  const hidden = query.is_hidden === 'true';
  const type = product.type.value;
  const collections = query['collection_ids[]'];
  return (
    product.hidden === hidden &&
    (!query['ids[]'] || query['ids[]'].includes(product.id)) &&
    (!query.to_date || Date.parse(product.updated_at) <= upperBound(query.to_date)) &&
    (!query.type || type === query.type) &&
    (type === null || !query['exclude_types[]']?.includes(type)) &&
    (!collections || product.product_collections.some((entry) => collections.includes(entry.collection_id)))
  );
}

/**
 * The list call's semantics: hidden products are a separate listing (`is_hidden=true` lists them, otherwise
 * only visible ones); `ids[]`, `to_date` (updated before), `type`, `exclude_types[]` and `collection_ids[]`
 * narrow it; `sort_by` (default `order`) in `order` (default ASC), ties kept in storefront order; then `offset`
 * and `limit`. Without a limit the whole catalogue comes back, as on the real service.
 */
export function selectProducts(all: readonly StoredProduct[], query: ProductListQuery): ProductPage {
  const key = sortKey(query);
  const direction = query.order === 'DESC' ? -1 : 1;
  const compare = (a: StoredProduct, b: StoredProduct) => {
    const [left, right] = [key(a), key(b)];
    if (left === null || right === null) return (left === null ? 1 : 0) - (right === null ? 1 : 0);
    return direction * (left - right);
  };
  const matching = all
    .filter((product) => matches(product, query))
    .sort((a, b) => compare(a, b) || a.order - b.order);
  const offset = query.offset ?? 0;
  const products = matching.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return { products, count: matching.length, offset, limit: query.limit ?? products.length };
}
