import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { RouteGuard } from './route-guard';

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
      { path: 'about', lazy: () => import('../pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      {
        path: 'contact',
        lazy: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'security',
        lazy: () => import('../pages/security-page').then((m) => ({ Component: m.SecurityPage })),
      },
      { path: 'terms', lazy: () => import('../pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
      {
        path: 'privacy',
        lazy: () => import('../pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'brands',
        lazy: () => import('../pages/brands-page').then((m) => ({ Component: m.BrandsPage })),
      },
      { path: 'faq', lazy: () => import('../pages/faq-page').then((m) => ({ Component: m.FaqPage })) },
      {
        path: 'shipping-returns',
        lazy: () =>
          import('../pages/shipping-returns-page').then((m) => ({ Component: m.ShippingReturnsPage })),
      },
      {
        path: 'size-guide',
        lazy: () => import('../pages/size-guide-page').then((m) => ({ Component: m.SizeGuidePage })),
      },
      {
        path: 'engagements',
        lazy: () => import('../pages/engagements-page').then((m) => ({ Component: m.EngagementsPage })),
      },
      { path: 'press', lazy: () => import('../pages/press-page').then((m) => ({ Component: m.PressPage })) },
      {
        path: 'cookies',
        lazy: () => import('../pages/cookies-page').then((m) => ({ Component: m.CookiesPage })),
      },
      {
        path: 'legal-mentions',
        lazy: () => import('../pages/legal-mentions-page').then((m) => ({ Component: m.LegalMentionsPage })),
      },
      {
        path: 'track-order',
        lazy: () =>
          import('../features/tracking/track-order-page').then((m) => ({ Component: m.TrackOrderPage })),
      },
      {
        path: 'return-portal',
        lazy: () =>
          import('../features/returns/return-portal-page').then((m) => ({ Component: m.ReturnPortalPage })),
      },
      {
        path: 'auth',
        lazy: () => import('../features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      {
        element: <RouteGuard roles={['user', 'admin']} />,
        children: [
          {
            path: 'account',
            lazy: () =>
              import('../features/account/account-page').then((m) => ({ Component: m.AccountPage })),
          },
          {
            path: 'orders',
            lazy: () => import('../features/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
          },
        ],
      },
      {
        element: <RouteGuard roles={['admin']} />,
        children: [
          {
            path: 'admin',
            lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
