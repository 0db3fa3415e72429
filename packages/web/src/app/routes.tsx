import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';

/**
 * Every route of the shop. Pages load lazily so the first visit downloads only what it shows; the same objects
 * serve the browser router and the build-time prerender.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      {
        index: true,
        lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'shop',
        lazy: () => import('../features/catalogue/shop-page').then((m) => ({ Component: m.ShopPage })),
      },
      {
        path: 'product/:id',
        lazy: () => import('../features/product/product-page').then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: 'cart',
        lazy: () => import('./cart-with-checkout').then((m) => ({ Component: m.CartWithCheckout })),
      },
      {
        path: 'wishlist',
        lazy: () => import('../features/wishlist/wishlist-page').then((m) => ({ Component: m.WishlistPage })),
      },
      {
        path: 'success',
        lazy: () => import('../features/checkout/success-page').then((m) => ({ Component: m.SuccessPage })),
      },
      {
        path: '*',
        lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
