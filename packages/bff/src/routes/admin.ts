import { adminProductsQueryKeys } from '@aurele/shop-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AdminCatalogue } from '../admin/admin-catalogue.js';
import { adminProductsQuerySchema } from '../admin/admin-query-schema.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { readQuery } from '../http/query.js';

/** The dashboard's answers change with the stock: never kept by the browser or a shared cache. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/admin/products?…` (a page of 50 rows, the total, the stock's freshness), `GET
 * /api/admin/products/export?…` (the same query's every row as CSV) and `GET /api/admin/figures` (« Analyses »).
 * Only what any shopper can read through the storefront (the catalogue, its stock); every request counted by
 * the rate limit, so a busy dashboard cannot load the storefront.
 */
export function adminRoutes(admin: AdminCatalogue, rateLimit: MiddlewareHandler) {
  const query = (url: string) => readQuery(url, adminProductsQueryKeys, adminProductsQuerySchema);
  return new Hono<AppEnv>()
    .use(rateLimit)
    .get('/products', async (c) => c.json(await admin.products(query(c.req.url)), 200, NO_STORE))
    .get('/products/export', async (c) => {
      const csv = await admin.csv(query(c.req.url));
      return c.body(csv, 200, {
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="produits-maison-aurele.csv"',
      });
    })
    .get('/figures', async (c) => {
      if (new URL(c.req.url).search) throw new HttpError(400, errorMessages.unknownParameter);
      return c.json(await admin.figures(), 200, NO_STORE);
    });
}
