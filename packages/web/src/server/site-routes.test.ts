import { describe, expect, it } from 'vitest';
import { privateRoute } from '../app/route-handle';
import { siteRoutes } from './site-routes';

describe('siteRoutes', () => {
  it('splits static pages by their handle, a private layout hiding its children, and adds the shop views', () => {
    expect(
      siteRoutes(
        [
          {
            path: '/',
            children: [
              { index: true, element: 'home' },
              { path: 'shop', element: 's' },
              { path: 'cart', element: 'c', handle: privateRoute },
              { handle: privateRoute, children: [{ path: 'account', element: 'a' }] },
              { path: 'product/:id', element: 'p' },
              { path: '*', element: 'not found' },
            ],
          },
        ],
        ['/shop?category=femme'],
      ),
    ).toEqual({ public: ['/', '/shop', '/shop?category=femme'], private: ['/cart', '/account'] });
  });
});
