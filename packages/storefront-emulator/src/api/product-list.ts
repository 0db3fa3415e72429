import {
  PRODUCT_LIST_MAX_LIMIT,
  type ProductDetail,
  type ProductListQuery,
} from '@aurele/storefront-contract';

export interface ProductPage {
  readonly products: readonly ProductDetail[];
  /** How many products match, before paging. */
  readonly count: number;
  readonly offset: number;
  readonly limit: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest creation time `to_date` admits: a bare date includes its whole day (UTC). */
function upperBound(toDate: string): number {
  return Date.parse(DATE_ONLY.test(toDate) ? `${toDate}T23:59:59.999Z` : toDate);
}

type SortField = NonNullable<ProductListQuery['sort_by']>;

const comparators: Record<SortField, (a: ProductDetail, b: ProductDetail) => number> = {
  order: (a, b) => a.order - b.order,
  created_at: (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
  updated_at: (a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at),
  title: (a, b) => a.title.localeCompare(b.title, 'fr'),
};

/**
 * The list call's semantics: hidden products are a separate listing (`is_hidden=true` lists them, otherwise
 * only visible ones); `ids[]` and `to_date` narrow it; `sort_by` (default `order`) in `order` (default ASC),
 * ties kept in `order`; then `offset` and `limit` (default and maximum 100).
 */
export function selectProducts(all: readonly ProductDetail[], query: ProductListQuery): ProductPage {
  const hidden = query.is_hidden === 'true';
  const ids = query['ids[]'] ? new Set(query['ids[]']) : null;
  const latest = query.to_date ? upperBound(query.to_date) : Number.POSITIVE_INFINITY;
  const compare = comparators[query.sort_by ?? 'order'];
  const direction = query.order === 'DESC' ? -1 : 1;
  const matching = all
    .filter((product) => product.is_hidden === hidden)
    .filter((product) => !ids || ids.has(product.id))
    .filter((product) => Date.parse(product.created_at) <= latest)
    .sort((a, b) => direction * compare(a, b) || a.order - b.order);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? PRODUCT_LIST_MAX_LIMIT;
  return { products: matching.slice(offset, offset + limit), count: matching.length, offset, limit };
}
