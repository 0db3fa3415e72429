import type { ReactElement } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { authLoader } from '../features/auth/auth-screen';
import { shopLoader, shopShouldRevalidate } from '../features/catalogue/shop-loader';
import { homeLoader } from '../features/home/home-loader';
import { productLoader, productShouldRevalidate } from '../features/product/product-loader';
import { SiteLayout } from './layout/site-layout';
import { lazyPage } from './lazy-page';
import { RouteGuard } from './route-guard';
import { privateRoute } from './route-handle';

/**
 * A page whose data its loader gives (`/`, `/shop`, `/product/:id`), under an id the hydration data is filed by.
 * The page is also its own error element: it shows the loader's failure in place of the data, with « Réessayer ».
 */
function dataPage(id: string, loader: LoaderFunction, page: ReactElement) {
  return { id, loader, element: page, errorElement: page };
}

/**
 * Every route of the shop. Pages load lazily so the first visit downloads only what it shows; the same objects
 * serve the browser router and the build-time prerender, which waits for the page before writing its HTML.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      {
        index: true,
        ...dataPage(
          'home',
          homeLoader,
          lazyPage(
            () => import('../features/home/home-page'),
            (m) => m.HomePage,
          ),
        ),
      },
      {
        path: 'shop',
        shouldRevalidate: shopShouldRevalidate,
        ...dataPage(
          'shop',
          shopLoader,
          lazyPage(
            () => import('../features/catalogue/shop-page'),
            (m) => m.ShopPage,
          ),
        ),
      },
      {
        path: 'product/:id',
        shouldRevalidate: productShouldRevalidate,
        ...dataPage(
          'product',
          productLoader,
          lazyPage(
            () => import('../features/product/product-page'),
            (m) => m.ProductPage,
          ),
        ),
      },
      {
        path: 'cart',
        handle: privateRoute,
        element: lazyPage(
          () => import('./cart-with-checkout'),
          (m) => m.CartWithCheckout,
        ),
      },
      {
        path: 'wishlist',
        handle: privateRoute,
        element: lazyPage(
          () => import('../features/wishlist/wishlist-page'),
          (m) => m.WishlistPage,
        ),
      },
      {
        path: 'success',
        handle: privateRoute,
        element: lazyPage(
          () => import('../features/checkout/success-page'),
          (m) => m.SuccessPage,
        ),
      },
      {
        path: 'about',
        element: lazyPage(
          () => import('../content-pages/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'contact',
        element: lazyPage(
          () => import('../features/contact/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'security',
        element: lazyPage(
          () => import('../content-pages/security-page'),
          (m) => m.SecurityPage,
        ),
      },
      {
        path: 'terms',
        element: lazyPage(
          () => import('../content-pages/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'privacy',
        element: lazyPage(
          () => import('../content-pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'brands',
        element: lazyPage(
          () => import('../content-pages/brands-page'),
          (m) => m.BrandsPage,
        ),
      },
      {
        path: 'faq',
        element: lazyPage(
          () => import('../content-pages/faq-page'),
          (m) => m.FaqPage,
        ),
      },
      {
        path: 'shipping-returns',
        element: lazyPage(
          () => import('../content-pages/shipping-returns-page'),
          (m) => m.ShippingReturnsPage,
        ),
      },
      {
        path: 'size-guide',
        element: lazyPage(
          () => import('../content-pages/size-guide-page'),
          (m) => m.SizeGuidePage,
        ),
      },
      {
        path: 'engagements',
        element: lazyPage(
          () => import('../content-pages/engagements-page'),
          (m) => m.EngagementsPage,
        ),
      },
      {
        path: 'press',
        element: lazyPage(
          () => import('../content-pages/press-page'),
          (m) => m.PressPage,
        ),
      },
      {
        path: 'cookies',
        element: lazyPage(
          () => import('../content-pages/cookies-page'),
          (m) => m.CookiesPage,
        ),
      },
      {
        path: 'legal-mentions',
        element: lazyPage(
          () => import('../content-pages/legal-mentions-page'),
          (m) => m.LegalMentionsPage,
        ),
      },
      {
        path: 'track-order',
        element: lazyPage(
          () => import('../features/tracking/track-order-page'),
          (m) => m.TrackOrderPage,
        ),
      },
      {
        path: 'return-portal',
        element: lazyPage(
          () => import('../features/returns/return-portal-page'),
          (m) => m.ReturnPortalPage,
        ),
      },
      {
        path: 'auth',
        id: 'auth',
        loader: authLoader,
        handle: privateRoute,
        element: lazyPage(
          () => import('../features/auth/auth-page'),
          (m) => m.AuthPage,
        ),
      },
      {
        element: <RouteGuard roles={['user', 'admin']} />,
        handle: privateRoute,
        children: [
          {
            path: 'account',
            element: lazyPage(
              () => import('../features/account/account-page'),
              (m) => m.AccountPage,
            ),
          },
          {
            path: 'orders',
            element: lazyPage(
              () => import('../features/orders/orders-page'),
              (m) => m.OrdersPage,
            ),
          },
        ],
      },
      {
        element: <RouteGuard roles={['admin']} />,
        handle: privateRoute,
        children: [
          {
            path: 'admin',
            element: lazyPage(
              () => import('../features/admin/admin-page'),
              (m) => m.AdminPage,
            ),
          },
        ],
      },
      {
        path: '*',
        element: lazyPage(
          () => import('../content-pages/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
