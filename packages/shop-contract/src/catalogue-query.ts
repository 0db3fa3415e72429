import { type brandTable, defaultCollectionTable, isBrandId } from '@aurele/storefront-contract';

/**
 * The `/shop` query, the same for the page's address and for `GET /api/catalogue`: declared once here, read by the
 * BFF (its routes and the pages it renders) and by the web app (links, the filter form, its fetches).
 */
export const catalogueSortKeys = ['featured', 'price-low', 'price-high', 'newest'] as const;
export type CatalogueSortKey = (typeof catalogueSortKeys)[number];

/** `promotions`: on sale; `nouveautes`: created in the last 90 days (docs/product/decisions.md). */
export const catalogueFilters = ['promotions', 'nouveautes'] as const;
export type CatalogueFilter = (typeof catalogueFilters)[number];

/** Products a page of the shop shows. */
export const CATALOGUE_PAGE_SIZE = 24;

/** Bounds no honest address reaches: past one, the API answers 400 and the page ignores the value. */
export const CATALOGUE_QUERY_BOUNDS = {
  searchLength: 100,
  optionValues: 30,
  optionValueLength: 60,
  /** 24 × 10 000 = 240 000 products: beyond any store. */
  lastPage: 10_000,
  /** In major units (euros, rupees…). */
  maxPrice: 10_000_000,
} as const;

export const catalogueQueryKeys = [
  'category',
  'search',
  'brand',
  'filter',
  'sort',
  'size',
  'colour',
  'price_min',
  'price_max',
  'available',
  'page',
] as const;
export type CatalogueQueryKey = (typeof catalogueQueryKeys)[number];

/** The keys that may be given several times (`size=S&size=M`): a product matches any of them. */
export const repeatableCatalogueKeys = ['size', 'colour'] as const satisfies readonly CatalogueQueryKey[];

/** A checked `/shop` query. Absent means « not narrowed »; prices are in major units of the store's currency. */
export interface CatalogueQuery {
  category?: keyof typeof defaultCollectionTable;
  search?: string;
  brand?: keyof typeof brandTable;
  filter?: CatalogueFilter;
  sort: CatalogueSortKey;
  size: string[];
  colour: string[];
  priceMin?: number;
  priceMax?: number;
  /** Only what the store says can be bought now. */
  available: boolean;
  /** From 1. */
  page: number;
}

/** What a query becomes when the address says nothing. */
export const emptyCatalogueQuery: CatalogueQuery = {
  sort: 'featured',
  size: [],
  colour: [],
  available: false,
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

const PRICE = /^\d{1,8}([.,]\d{1,2})?$/;
const PAGE = /^\d{1,6}$/;

function readPrice(value: string): number | undefined {
  if (!PRICE.test(value)) return undefined;
  const price = Number(value.replace(',', '.'));
  return price <= CATALOGUE_QUERY_BOUNDS.maxPrice ? price : undefined;
}

function readPage(value: string): number | undefined {
  const page = PAGE.test(value) ? Number(value) : 0;
  return page >= 1 && page <= CATALOGUE_QUERY_BOUNDS.lastPage ? page : undefined;
}

function readOptionValues(values: string[]): string[] | undefined {
  const { optionValues, optionValueLength } = CATALOGUE_QUERY_BOUNDS;
  const kept = [...new Set(values.map((value) => value.trim()))];
  return kept.length <= optionValues &&
    kept.every((value) => value.length > 0 && value.length <= optionValueLength)
    ? kept
    : undefined;
}

/** What the query reads of an address's parameters: a `URLSearchParams` wherever the shop runs. */
export interface QueryParams {
  keys(): Iterable<string>;
  getAll(name: string): string[];
}

/** A parameter a query could not read, and why. */
export interface RejectedParameter {
  key: string;
  why: 'unknown' | 'repeated' | 'invalid';
}

/**
 * A `/shop` query read from an address: every value checked. What cannot be read is listed in `rejected`: the API
 * answers those with a 400, the page leaves them out (docs/product/decisions.md: unknown values are ignored). A blank
 * value means « not given ».
 */
export function readCatalogueQuery(params: QueryParams): {
  query: CatalogueQuery;
  rejected: RejectedParameter[];
} {
  const query: CatalogueQuery = { ...emptyCatalogueQuery, size: [], colour: [] };
  const rejected: RejectedParameter[] = [];
  const keys = new Set(params.keys());
  for (const key of keys) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    const known = oneOf(catalogueQueryKeys, key);
    const repeatable = known && oneOf(repeatableCatalogueKeys, known);
    if (!known || (!repeatable && values.length > 1)) {
      rejected.push({ key, why: known ? 'repeated' : 'unknown' });
      continue;
    }
    if (values.length === 0) continue;
    if (!readValue(query, known, values[0] as string, values)) rejected.push({ key, why: 'invalid' });
  }
  return { query, rejected };
}

/** Sets `key` on `query` when `value` is valid; false when it is not. */
function readValue(query: CatalogueQuery, key: CatalogueQueryKey, value: string, values: string[]): boolean {
  switch (key) {
    case 'category':
      query.category = Object.hasOwn(defaultCollectionTable, value)
        ? (value as CatalogueQuery['category'])
        : undefined;
      return query.category !== undefined;
    case 'brand':
      query.brand = isBrandId(value) ? value : undefined;
      return query.brand !== undefined;
    case 'search':
      if (value.length > CATALOGUE_QUERY_BOUNDS.searchLength) return false;
      query.search = value.trim();
      return true;
    case 'filter':
      query.filter = oneOf(catalogueFilters, value);
      return query.filter !== undefined;
    case 'sort': {
      const sort = oneOf(catalogueSortKeys, value);
      if (sort) query.sort = sort;
      return sort !== undefined;
    }
    case 'size':
    case 'colour': {
      const kept = readOptionValues(values);
      if (kept) query[key] = kept;
      return kept !== undefined;
    }
    case 'price_min':
      query.priceMin = readPrice(value);
      return query.priceMin !== undefined;
    case 'price_max':
      query.priceMax = readPrice(value);
      return query.priceMax !== undefined;
    case 'available':
      query.available = value === 'true';
      return value === 'true' || value === 'false';
    case 'page': {
      const page = readPage(value);
      if (page) query.page = page;
      return page !== undefined;
    }
  }
}

/**
 * The parameters of a query's address (`new URLSearchParams(entries)`), in one order, defaults left out (featured
 * order, page 1), so one view has one address (and one cache entry).
 */
export function catalogueQueryEntries(query: CatalogueQuery): [CatalogueQueryKey, string][] {
  const entries: [CatalogueQueryKey, string][] = [];
  const scalar = (key: CatalogueQueryKey, value: string | number | undefined) => {
    if (value !== undefined && value !== '') entries.push([key, String(value)]);
  };
  scalar('category', query.category);
  scalar('search', query.search);
  scalar('brand', query.brand);
  scalar('filter', query.filter);
  scalar('sort', query.sort === 'featured' ? undefined : query.sort);
  for (const size of query.size) entries.push(['size', size]);
  for (const colour of query.colour) entries.push(['colour', colour]);
  scalar('price_min', query.priceMin);
  scalar('price_max', query.priceMax);
  scalar('available', query.available ? 'true' : undefined);
  scalar('page', query.page > 1 ? query.page : undefined);
  return entries;
}

/**
 * A catalogue query as a query string, the parameters in `catalogueQueryEntries`' order and without the defaults:
 * one form for `/shop`'s addresses, `/api/catalogue`'s and every key that tells one list from another.
 */
export function catalogueQueryString(query: CatalogueQuery): string {
  return new FormParams(catalogueQueryEntries(query)).toString();
}

/**
 * `URLSearchParams`, which every runtime of the shop has (browser, Node, workerd), typed here as far as it is used:
 * this package declares no DOM or Node types, so that none leaks into its users'.
 */
const FormParams = (
  globalThis as unknown as { URLSearchParams: new (entries: [string, string][]) => { toString(): string } }
).URLSearchParams;
