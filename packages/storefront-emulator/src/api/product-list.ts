import {
  PRODUCT_LIST_MAX_LIMIT,
  type ProductListQuery,
  productListQuerySchema,
} from '@aurele/storefront-contract';
import { z } from 'zod';
import type { ProductOrders } from '../catalogue/product-orders.js';
import type { StoredProduct } from '../catalogue/stored-product.js';

export interface ProductPage {
  readonly products: readonly StoredProduct[];
  /** How many products match, before paging. */
  readonly count: number;
  readonly offset: number;
  /** The page size applied: the `limit` asked for (at most the cap), else how many products the answer holds. */
  readonly limit: number;
}

/**
 * The most products one answer holds: the largest `limit` seen on the real service. A larger limit, or none,
 * gets this many at most, so a client that does not page misses the rest of a large store.
 */
const PAGE_CAP = PRODUCT_LIST_MAX_LIMIT;

/** The contract's list query, but a `limit` above the cap is served the cap rather than refused. */
export const listQuerySchema = productListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).optional(),
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest update time `to_date` admits: a bare date includes its whole day (UTC). */
function upperBound(toDate: string): number {
  return Date.parse(DATE_ONLY.test(toDate) ? `${toDate}T23:59:59.999Z` : toDate);
}

/** The filters of the query, read once for the whole catalogue. */
function matcher(query: ProductListQuery): (product: StoredProduct) => boolean {
  const hidden = query.is_hidden === 'true';
  const ids = query['ids[]'] && new Set(query['ids[]']);
  const updatedBy = query.to_date ? upperBound(query.to_date) : undefined;
  const excluded = query['exclude_types[]'];
  const collections = query['collection_ids[]'];
  return (product) => {
    const type = product.type.value;
    return (
      product.hidden === hidden &&
      (!ids || ids.has(product.id)) &&
      (updatedBy === undefined || Date.parse(product.updated_at) <= updatedBy) &&
      (!query.type || type === query.type) &&
      (type === null || !excluded?.includes(type)) &&
      (!collections || product.product_collections.some((entry) => collections.includes(entry.collection_id)))
    );
  };
}

/**
 * The list call's semantics: hidden products are a separate listing (`is_hidden=true` lists them, otherwise
 * only visible ones); `ids[]`, `to_date` (updated before), `type`, `exclude_types[]` and `collection_ids[]`
 * narrow it; `sort_by` (default `order`) in `order` (default ASC), ties kept in storefront order; then `offset`
 * and `limit`, at most PAGE_CAP products a call.
 */
export function selectProducts(orders: ProductOrders, query: ProductListQuery): ProductPage {
  const [collection] = query['collection_ids[]'] ?? [];
  const sorted = orders.sorted(query.sort_by ?? 'order', query.order ?? 'ASC', collection);
  const matching = sorted.filter(matcher(query));
  const offset = query.offset ?? 0;
  const size = Math.min(query.limit ?? PAGE_CAP, PAGE_CAP);
  const products = matching.slice(offset, offset + size);
  return {
    products,
    count: matching.length,
    offset,
    limit: query.limit === undefined ? products.length : size,
  };
}
