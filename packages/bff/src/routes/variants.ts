import {
  variantStockResponseSchema,
  variantsQueryKeys,
  variantsQuerySchema,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import { ABUSE_BOUNDS } from '../abuse-bounds.js';
import type { AppEnv } from '../http/app-env.js';
import { readQuery, toSearchParams } from '../http/query.js';
import { traced } from '../http/upstream-correlation.js';
import type { StorefrontClient } from '../storefront/client.js';
import { storefrontIdListSchema } from '../storefront/ids.js';

/** A stock query names the products of one cart at most, so it takes the checkout's bound on lines. */
const stockQuerySchema = variantsQuerySchema.extend({
  'product_ids[]': storefrontIdListSchema(ABUSE_BOUNDS.checkoutLines),
});

/** `GET /api/variants`: live stock, never cached. */
export function variantRoutes({ storefront }: { storefront: StorefrontClient }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = readQuery(c.req.url, variantsQueryKeys, stockQuerySchema);
    // Stock is all the shop reads here, so it is always what the storefront is asked for.
    const upstreamQuery = toSearchParams({ ...query, fields: 'inventory_quantity' });
    const stock = await traced(c, storefront.get('variants', upstreamQuery, variantStockResponseSchema));
    return c.json(stock, 200, { 'Cache-Control': 'no-store' });
  });
}
