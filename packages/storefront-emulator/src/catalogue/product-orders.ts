import type { productSortFields } from '@aurele/storefront-contract';
import type { StoredProduct } from './stored-product.js';
import { displayedAmount } from './variant-price.js';

export type SortField = (typeof productSortFields)[number];
export type SortDirection = 'ASC' | 'DESC';

/**
 * The value a product is sorted on, or null when it has none (no price, not in the collection): those come
 * last whatever the direction.
 */
type SortKey = (product: StoredProduct) => number | null;

function sortKey(field: SortField, collection: string | undefined): SortKey {
  switch (field) {
    case 'order':
      return (product) => product.order;
    case 'price':
      return displayedAmount;
    case 'created_at':
      return (product) => Date.parse(product.created_at);
    case 'collection_order':
      // The order within the first collection asked for; without one, the storefront order.
      if (!collection) return (product) => product.order;
      return (product) =>
        product.product_collections.find((entry) => entry.collection_id === collection)?.order ?? null;
  }
}

/** Sorts on the key (computed once a product), no value last, ties in the storefront order. */
function sortProducts(
  products: readonly StoredProduct[],
  key: SortKey,
  direction: SortDirection,
): StoredProduct[] {
  const sign = direction === 'DESC' ? -1 : 1;
  const keyed = products.map((product) => ({ product, value: key(product) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      const nullsLast = (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0);
      return nullsLast || a.product.order - b.product.order;
    }
    return sign * (a.value - b.value) || a.product.order - b.product.order;
  });
  return keyed.map(({ product }) => product);
}

/**
 * The catalogue in each order a list call can ask for, sorted on first use and kept: a store of 20 000 products
 * is not sorted again for every page. The stored products never change (control edits are laid over them when
 * served, and touch descriptions only).
 */
export class ProductOrders {
  readonly #products: readonly StoredProduct[];
  readonly #collections: ReadonlySet<string>;
  readonly #sorted = new Map<string, readonly StoredProduct[]>();

  constructor(products: readonly StoredProduct[]) {
    this.#products = products;
    this.#collections = new Set(
      products.flatMap((product) => product.product_collections.map((entry) => entry.collection_id)),
    );
  }

  /** Every product (hidden ones too) in this order; `collection` is the one `collection_order` reads. */
  sorted(field: SortField, direction: SortDirection, collection?: string): readonly StoredProduct[] {
    // In a collection the store does not have, no product has a value: the storefront order stands. Keeping
    // orders for the store's own collections only also bounds what a client can make the emulator keep.
    if (field === 'collection_order' && collection && !this.#collections.has(collection)) {
      return this.sorted('order', 'ASC');
    }
    const within = field === 'collection_order' ? collection : undefined;
    const name = `${field} ${direction} ${within ?? ''}`;
    let sorted = this.#sorted.get(name);
    if (!sorted) {
      sorted = sortProducts(this.#products, sortKey(field, within), direction);
      this.#sorted.set(name, sorted);
    }
    return sorted;
  }
}
