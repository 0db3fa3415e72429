import type { Price } from '@aurele/storefront-contract';

/**
 * The administrator's view of the catalogue, BFF → browser (`/api/admin/products`, its CSV export and
 * `/api/admin/figures`): only what any shopper can already read through the public storefront (the catalogue and
 * its stock). Declared once here: the BFF reads the query, the web app writes it.
 */

/** `sold-out` and `low-stock` need the whole store's stock; the others the index alone. */
export const adminProductFilters = ['sold-out', 'low-stock', 'no-photo', 'no-price', 'on-sale'] as const;
export type AdminProductFilter = (typeof adminProductFilters)[number];

/** `newest` is the storefront's own order (creation date, newest first); the others are the table's columns. */
export const adminSortKeys = [
  'newest',
  'title',
  'reference',
  'collection',
  'price',
  'variants',
  'stock',
  'status',
] as const;
export type AdminSortKey = (typeof adminSortKeys)[number];

export const adminSortDirections = ['asc', 'desc'] as const;
export type AdminSortDirection = (typeof adminSortDirections)[number];

/** Rows of a page: the most a request may ask. */
export const ADMIN_PAGE_SIZE = 50;

/** Bounds no honest dashboard reaches: past one, the API answers 400. */
export const ADMIN_QUERY_BOUNDS = {
  searchLength: 100,
  /** The highest « stock faible » threshold, in units. */
  maxThreshold: 10_000,
  /** 50 × 10 000 = 500 000 products: beyond any store. */
  lastPage: 10_000,
} as const;

/** « Stock faible » below this many units unless the administrator sets another threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export const adminProductsQueryKeys = [
  'q',
  'collection',
  'filter[]',
  'threshold',
  'sort',
  'order',
  'page',
] as const;

/** A checked query of the dashboard's product list. */
export interface AdminProductsQuery {
  /** Words of the title, the reference or the id (accents and case aside); empty: every product. */
  search: string;
  /** A shop category slug (`femme`…), or `none` for the products of no category. */
  collection?: string;
  filters: AdminProductFilter[];
  /** « Stock faible »: fewer units than this, at least one. */
  threshold: number;
  sort: AdminSortKey;
  order: AdminSortDirection;
  /** From 1. */
  page: number;
}

export const emptyAdminProductsQuery: AdminProductsQuery = {
  search: '',
  filters: [],
  threshold: DEFAULT_LOW_STOCK_THRESHOLD,
  sort: 'newest',
  order: 'asc',
  page: 1,
};

/** A query as address parameters, its defaults left out (the browser's fetch and export link). */
export function adminProductsQueryEntries(query: AdminProductsQuery): [string, string][] {
  const entries: [string, string][] = [];
  if (query.search) entries.push(['q', query.search]);
  if (query.collection) entries.push(['collection', query.collection]);
  for (const filter of query.filters) entries.push(['filter[]', filter]);
  if (query.threshold !== DEFAULT_LOW_STOCK_THRESHOLD) entries.push(['threshold', String(query.threshold)]);
  if (query.sort !== 'newest') entries.push(['sort', query.sort]);
  if (query.order !== 'asc') entries.push(['order', query.order]);
  if (query.page !== 1) entries.push(['page', String(query.page)]);
  return entries;
}

/** What the storefront's `/variants` says of one product's variants. */
export interface AdminStock {
  /** Units of the variants that keep a stock. */
  units: number;
  /** Variants that keep a stock and have none left (the sold-out sizes). */
  soldOutVariants: number;
  /** Some variant keeps no stock (`inventory_quantity: null`): it never runs out. */
  unlimited: boolean;
}

/** `sold-out`: every variant keeps a stock and none is left; `not-purchasable`: the store does not sell it now. */
export type AdminProductStatus = 'published' | 'not-purchasable' | 'sold-out';

export interface AdminProductRow {
  id: string;
  title: string;
  /** The first variant's SKU, else the product id. */
  reference: string;
  /** The storefront's picture address, or null. */
  image: string | null;
  /** Shop category slugs. */
  collections: string[];
  /** The shown variant's price (with its sale amount), or null: no price. */
  price: Price | null;
  variantCount: number;
  /** null while the stock of this product has not been read. */
  stock: AdminStock | null;
  status: AdminProductStatus;
}

/** How much of the whole store's stock the BFF knows, and since when. */
export interface AdminStockFreshness {
  /** When the last whole-store reading ended (ms since the epoch); null before the first one. */
  readAt: number | null;
  /** A reading is under way: its products read so far, of `total`. */
  reading: { read: number; total: number } | null;
}

export interface AdminProductsAnswer {
  query: AdminProductsQuery;
  /** Products the query matches. */
  total: number;
  /** Products of the whole catalogue (the index's). */
  catalogueTotal: number;
  page: number;
  pageSize: number;
  rows: AdminProductRow[];
  stock: AdminStockFreshness;
}

/** A bar of a chart: its label key (a category slug, a price band) and its count. */
export interface AdminCount {
  key: string;
  count: number;
}

/** The catalogue's figures for « Analyses »: from the index, and from the whole store's stock once read. */
export interface AdminFigures {
  products: number;
  variants: number;
  /** Products per shop category; `none` for those of no category. */
  perCollection: AdminCount[];
  /** Prices in the store's main currency, in bands of major units (`0-50`, `50-100`…, `1000+`). */
  priceBands: { currency: string | null; bands: AdminCount[] };
  onSale: number;
  missing: { photo: number; price: number; description: number };
  /** null until the whole store's stock has been read. */
  soldOut: { products: number; variants: number } | null;
  /** The newest products, newest first. */
  newest: { id: string; title: string }[];
  catalogue: { readAt: number; readMs: number | null };
  stock: AdminStockFreshness;
}
