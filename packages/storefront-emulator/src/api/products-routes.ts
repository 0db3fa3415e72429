import {
  type ProductDetailResponse,
  type ProductListResponse,
  productDetailQueryKeys,
  productDetailQuerySchema,
  productListQueryKeys,
  productListQuerySchema,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import type { EmulatorState } from '../state/emulator-state.js';
import { listView, withLiveStock } from './live-stock.js';
import { sendError } from './nest-errors.js';
import { selectProducts } from './product-list.js';
import { readQuery } from './query.js';

/** `GET /products` and `GET /products/{id}` (or `{slug}` with `field=slug`). */
export function productsRoutes(state: EmulatorState): Hono {
  return new Hono()
    .get('/', (c) => {
      const query = readQuery(c, productListQueryKeys, productListQuerySchema);
      if ('messages' in query) return sendError(c, 400, query.messages);
      const page = selectProducts(state.catalogue.products, query.data);
      const body: ProductListResponse = {
        ...page,
        products: page.products.map((product) => listView(state.patches.apply(product), state.inventory)),
      };
      return c.json(body);
    })
    .get('/:id', (c) => {
      const query = readQuery(c, productDetailQueryKeys, productDetailQuerySchema);
      if ('messages' in query) return sendError(c, 400, query.messages);
      const key = c.req.param('id');
      const bySlug = query.data.field === 'slug';
      const product = bySlug ? state.catalogue.bySlug(key) : state.catalogue.byId(key);
      if (!product) return sendError(c, 404, `Product with ${bySlug ? 'slug' : 'id'} ${key} not found`);
      const body: ProductDetailResponse = {
        product: withLiveStock(state.patches.apply(product), state.inventory),
      };
      return c.json(body);
    });
}
