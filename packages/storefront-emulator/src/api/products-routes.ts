import {
  type ProductDetailResponse,
  type ProductListResponse,
  productDetailQueryKeys,
  productDetailQuerySchema,
  productListQueryKeys,
} from '@aurele/storefront-contract';
import { Hono } from 'hono';
import type { StoredProduct } from '../catalogue/stored-product.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { sendError } from './nest-errors.js';
import { listQuerySchema, selectProducts } from './product-list.js';
import { detailView, listView } from './product-views.js';
import { readQuery } from './query.js';

type LookupField = 'id' | 'slug' | 'sku';

function lookUp(state: EmulatorState, field: LookupField, key: string): StoredProduct | undefined {
  switch (field) {
    case 'id':
      return state.catalogue.byId(key);
    case 'slug':
      return state.catalogue.bySlug(key);
    case 'sku':
      return state.catalogue.bySku(key);
  }
}

/** `GET /products` and `GET /products/{id}` (or `{slug}` with `field=slug`, a variant's `{sku}` with `field=sku`). */
export function productsRoutes(state: EmulatorState): Hono {
  return new Hono()
    .get('/', (c) => {
      const query = readQuery(c, productListQueryKeys, listQuerySchema);
      if ('messages' in query) return sendError(c, 400, query.messages);
      const page = selectProducts(state.catalogue.orders, query.data);
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
      const field = query.data.field ?? 'id';
      const product = lookUp(state, field, key);
      if (!product) return sendError(c, 404, `Product with ${field} ${key} not found`);
      const body: ProductDetailResponse = {
        product: detailView(state.patches.apply(product), state.inventory),
      };
      return c.json(body);
    });
}
