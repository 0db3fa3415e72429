import type { CatalogueSample } from './catalogue-sample.js';

/** One call per BFF route that reaches the storefront, valid for the sampled catalogue. */
export interface UpstreamRoute {
  name: string;
  /** The emulator's path prefix for this route's faults. */
  faultPath: string;
  request: (sample: CatalogueSample) => [path: string, init?: RequestInit];
}

export const upstreamRoutes: UpstreamRoute[] = [
  { name: 'GET /api/products', faultPath: '/products', request: () => ['/api/products'] },
  {
    name: 'GET /api/products/:id',
    faultPath: '/products',
    request: ({ product }) => [`/api/products/${product.id}`],
  },
  {
    name: 'GET /api/variants',
    faultPath: '/variants',
    request: ({ product }) => [`/api/variants?product_ids[]=${product.id}`],
  },
  {
    name: 'POST /api/checkout',
    faultPath: '/checkout',
    request: ({ variantId }) => [
      '/api/checkout',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ variant_id: variantId, quantity: 1 }] }),
      },
    ],
  },
];
