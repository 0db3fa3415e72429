import {
  ADMIN_QUERY_BOUNDS,
  type AdminProductsQuery,
  adminProductFilters,
  adminSortDirections,
  adminSortKeys,
  DEFAULT_LOW_STOCK_THRESHOLD,
} from '@aurele/shop-contract';
import { defaultCollectionTable } from '@aurele/storefront-contract';
import { z } from 'zod';

/** Decimal digits only, as every other number of the BFF's queries (not `0x10`, `1e1`, `+5`). */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

const collections: [string, ...string[]] = ['none', ...Object.keys(defaultCollectionTable)];

/** `GET /api/admin/products` and its export, as `readQuery` collects them (`filter[]` repeatable). */
export const adminProductsQuerySchema = z
  .object({
    q: z.string().max(ADMIN_QUERY_BOUNDS.searchLength).optional(),
    collection: z.enum(collections).optional(),
    'filter[]': z.array(z.enum(adminProductFilters)).max(adminProductFilters.length).optional(),
    threshold: whole(ADMIN_QUERY_BOUNDS.maxThreshold).optional(),
    sort: z.enum(adminSortKeys).optional(),
    order: z.enum(adminSortDirections).optional(),
    page: whole(ADMIN_QUERY_BOUNDS.lastPage).optional(),
  })
  .transform(
    (raw): AdminProductsQuery => ({
      search: raw.q?.trim() ?? '',
      ...(raw.collection ? { collection: raw.collection } : {}),
      filters: [...new Set(raw['filter[]'] ?? [])],
      threshold: raw.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      sort: raw.sort ?? 'newest',
      order: raw.order ?? 'asc',
      page: raw.page ?? 1,
    }),
  );
