import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { authRoute } from '../features/auth/auth-route';
import { shopRoute } from '../features/catalogue/shop-route';
import { homeRoute } from '../features/home/home-route';
import { productRoute } from '../features/product/product-route';
import { lazyPage } from '../shared/lazy-page';
import { SiteLayout } from './layout/site-layout';
import { RouteGuard } from './route-guard';
import { backOfficeRoute, privateRoute } from './route-handle';

/** A page with no loader: its path and how to download it. */
type PageEntry = readonly [path: string, load: () => Promise<ComponentType>];

/** The pages a shopper opens alone (their own cart, wishlist and order): hidden from crawlers. */
const privatePages: PageEntry[] = [
  ['cart', () => import('./cart-with-checkout').then((m) => m.CartWithCheckout)],
  ['wishlist', () => import('../features/wishlist/wishlist-page').then((m) => m.WishlistPage)],
  ['success', () => import('../features/checkout/success-page').then((m) => m.SuccessPage)],
];

const publicPages: PageEntry[] = [
  ['about', () => import('../content-pages/about-page').then((m) => m.AboutPage)],
  ['contact', () => import('../features/contact/contact-page').then((m) => m.ContactPage)],
  ['security', () => import('../content-pages/security-page').then((m) => m.SecurityPage)],
  ['terms', () => import('../content-pages/terms-page').then((m) => m.TermsPage)],
  ['privacy', () => import('../content-pages/privacy-page').then((m) => m.PrivacyPage)],
  ['brands', () => import('../content-pages/brands-page').then((m) => m.BrandsPage)],
  ['faq', () => import('../content-pages/faq-page').then((m) => m.FaqPage)],
  [
    'shipping-returns',
    () => import('../content-pages/shipping-returns-page').then((m) => m.ShippingReturnsPage),
  ],
  ['size-guide', () => import('../content-pages/size-guide-page').then((m) => m.SizeGuidePage)],
  ['engagements', () => import('../content-pages/engagements-page').then((m) => m.EngagementsPage)],
  ['press', () => import('../content-pages/press-page').then((m) => m.PressPage)],
  ['cookies', () => import('../content-pages/cookies-page').then((m) => m.CookiesPage)],
  ['legal-mentions', () => import('../content-pages/legal-mentions-page').then((m) => m.LegalMentionsPage)],
  ['track-order', () => import('../features/tracking/track-order-page').then((m) => m.TrackOrderPage)],
  ['return-portal', () => import('../features/returns/return-portal-page').then((m) => m.ReturnPortalPage)],
];

const signedInPages: PageEntry[] = [
  ['account', () => import('../features/account/account-page').then((m) => m.AccountPage)],
  ['orders', () => import('../features/orders/orders-page').then((m) => m.OrdersPage)],
];

const adminPages: PageEntry[] = [
  ['admin', () => import('../features/admin/admin-page').then((m) => m.AdminPage)],
];

function pageRoutes(entries: PageEntry[]): RouteObject[] {
  return entries.map(([path, load]) => ({ path, element: lazyPage(load) }));
}

/**
 * Every route of the shop. A data route is a module of its feature (its loader, when it loads again, its page);
 * every page loads lazily so the first visit downloads only what it shows. The same objects serve the browser
 * router and the build-time prerender, which waits for the page before writing its HTML.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      { index: true, ...homeRoute },
      { path: 'shop', ...shopRoute },
      { path: 'product/:id', ...productRoute },
      ...pageRoutes(privatePages).map((route) => ({ ...route, handle: privateRoute })),
      ...pageRoutes(publicPages),
      { path: 'auth', handle: privateRoute, ...authRoute },
      {
        element: <RouteGuard roles={['user', 'admin']} />,
        handle: privateRoute,
        children: pageRoutes(signedInPages),
      },
      {
        element: <RouteGuard roles={['admin']} />,
        handle: backOfficeRoute,
        children: pageRoutes(adminPages),
      },
      {
        path: '*',
        element: lazyPage(() => import('../content-pages/not-found-page').then((m) => m.NotFoundPage)),
      },
    ],
  },
];
