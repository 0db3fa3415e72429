import {
  CHECKOUT_MAX_LINES,
  variantStockResponseSchema,
  variantsQueryKeys,
  variantsQuerySchema,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import { readQuery, toSearchParams } from '../http/query.js';
import type { StorefrontClient } from '../storefront/client.js';
import { storefrontIdListSchema } from '../storefront/ids.js';

/** A stock query names the products of one cart at most: a cart holds at most CHECKOUT_MAX_LINES lines. */
const stockQuerySchema = variantsQuerySchema.extend({
  'product_ids[]': storefrontIdListSchema(CHECKOUT_MAX_LINES),
});

/** `GET /api/variants`: live stock, never cached. */
export function variantRoutes({ storefront }: { storefront: StorefrontClient }) {
  return new Hono().get('/', async (c) => {
    const query = readQuery(c.req.url, variantsQueryKeys, stockQuerySchema);
    // Stock is all the shop reads here, so it is always what the storefront is asked for.
    const upstreamQuery = toSearchParams({ ...query, fields: 'inventory_quantity' });
    const stock = await storefront.get('variants', upstreamQuery, variantStockResponseSchema);
    return c.json(stock, 200, { 'Cache-Control': 'no-store' });
  });
}
