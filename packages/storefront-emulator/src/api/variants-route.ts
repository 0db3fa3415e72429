import {
  type VariantStockResponse,
  variantsQueryKeys,
  variantsQuerySchema,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import type { EmulatorState } from '../state/emulator-state.js';
import { sendError } from './nest-errors.js';
import { stockView } from './product-views.js';
import { readQuery } from './query.js';

/**
 * `GET /variants?fields=inventory_quantity&product_ids[]=…`: the live stock of the variants of those products
 * (of every product when none is named); unknown product ids are simply not found.
 */
export function variantsRoute(state: EmulatorState): Hono {
  return new Hono().get('/', (c) => {
    const query = readQuery(c, variantsQueryKeys, variantsQuerySchema);
    if ('messages' in query) return sendError(c, 400, query.messages);
    const wanted = query.data['product_ids[]'];
    const products = wanted
      ? [...new Set(wanted)].flatMap((id) => state.catalogue.byId(id) ?? [])
      : state.catalogue.products;
    const body: VariantStockResponse = {
      variants: products.flatMap((product) => stockView(product, state.inventory)),
    };
    return c.json(body);
  });
}
