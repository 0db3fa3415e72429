import {
  type CollectionTable,
  defaultCollectionTable,
  foldText as foldForSearch,
  searchTerms,
} from '@aurele/storefront-contract';
import { brandName } from './brand';
import { isOnSale, payablePrice } from './price';
import type { Product } from './product';

export const sortKeys = ['featured', 'price-low', 'price-high', 'newest'] as const;
export type SortKey = (typeof sortKeys)[number];

/** `/shop` parameters as the URL gives them; unknown values are ignored, never an error. */
export interface CatalogueQuery {
  category?: string | null;
  search?: string | null;
  brand?: string | null;
  filter?: string | null;
  sort?: string | null;
}

const NEW_ARRIVAL_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a query reads of a product, computed once so that a query over 10 000 products stays a few milliseconds. */
interface IndexedProduct {
  product: Product;
  searchText: string;
  /** What the shopper pays; null for a product without a price, which price sorts put last. */
  price: number | null;
  /** `created_at`, else `updated_at` (list answers carry no creation date); 0 for a date that does not parse. */
  createdAt: number;
  onSale: boolean;
}

export interface CatalogueIndex {
  readonly sorted: Readonly<Record<SortKey, readonly IndexedProduct[]>>;
  readonly collectionTable: CollectionTable;
}

function indexProduct(product: Product): IndexedProduct {
  const searched = [product.title, product.subtitle, brandName(product.brand)].filter(Boolean).join(' ');
  return {
    product,
    searchText: foldForSearch(searched),
    price: product.price && payablePrice(product.price),
    createdAt: Date.parse(product.created_at ?? product.updated_at) || 0,
    onSale: product.price !== null && isOnSale(product.price),
  };
}

/** Orders by price, cheapest first or dearest first; products without a price come last either way. */
function byPrice(direction: 1 | -1) {
  return (a: IndexedProduct, b: IndexedProduct): number => {
    if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return direction * (a.price - b.price);
  };
}

/**
 * Index the catalogue once per fetch: every sort order is computed here, so a query only filters. Sorts are
 * stable and start from the featured order, so ties keep the storefront's order.
 */
export function buildCatalogueIndex(
  products: readonly Product[],
  collectionTable: CollectionTable = defaultCollectionTable,
): CatalogueIndex {
  const featured = products.map(indexProduct).sort((a, b) => a.product.order - b.product.order);
  return {
    collectionTable,
    sorted: {
      featured,
      'price-low': [...featured].sort(byPrice(1)),
      'price-high': [...featured].sort(byPrice(-1)),
      newest: [...featured].sort((a, b) => b.createdAt - a.createdAt),
    },
  };
}

function isSortKey(value: string | null | undefined): value is SortKey {
  return (sortKeys as readonly unknown[]).includes(value);
}

function collectionOf(category: string | null | undefined, table: CollectionTable): string | undefined {
  return category && Object.hasOwn(table, category) ? table[category as keyof CollectionTable] : undefined;
}

type Predicate = (entry: IndexedProduct) => boolean;

function filterPredicate(filter: string | null | undefined, now: number): Predicate | undefined {
  if (filter === 'promotions') return (entry) => entry.onSale;
  if (filter === 'nouveautes') {
    const since = now - NEW_ARRIVAL_DAYS * DAY_MS;
    return (entry) => entry.createdAt >= since;
  }
  return undefined;
}

/** The products a `/shop` query shows, in its order. `now` (ms since epoch) dates the « nouveautés ». */
export function queryCatalogue(index: CatalogueIndex, query: CatalogueQuery, now: number): Product[] {
  const predicates: Predicate[] = [];
  const collectionId = collectionOf(query.category, index.collectionTable);
  if (collectionId) {
    predicates.push(({ product }) => product.collections.some((c) => c.collection_id === collectionId));
  }
  const terms = searchTerms(query.search ?? '');
  if (terms.length > 0) predicates.push(({ searchText }) => terms.every((term) => searchText.includes(term)));
  const brand = query.brand;
  if (brand && brandName(brand) !== null) predicates.push(({ product }) => product.brand === brand);
  const byFilter = filterPredicate(query.filter, now);
  if (byFilter) predicates.push(byFilter);

  const result: Product[] = [];
  for (const entry of index.sorted[isSortKey(query.sort) ? query.sort : 'featured']) {
    if (predicates.every((matches) => matches(entry))) result.push(entry.product);
  }
  return result;
}
