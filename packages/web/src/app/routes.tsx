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
        path: '*',
        lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
