import { describe, expect, it } from 'vitest';
import { prerenderedPages } from './page-paths';

describe('prerenderedPages', () => {
  it('writes a static path to its own file, the index to index.html', () => {
    expect(
      prerenderedPages([
        {
          path: '/',
          children: [
            { index: true, element: 'home' },
            { path: 'shop', element: 's' },
          ],
        },
      ]),
    ).toEqual([
      { url: '/', file: 'index.html' },
      { url: '/shop', file: 'shop.html' },
    ]);
  });

  it('writes one page for a last-segment parameter, and the 404 for the catch-all', () => {
    expect(
      prerenderedPages([
        {
          path: '/',
          children: [
            { path: 'product/:id', element: 'p' },
            { path: '*', element: 'not found' },
          ],
        },
      ]),
    ).toEqual([
      { url: '/product/id', file: 'product/[param].html' },
      { url: '/__not-found__', file: '404.html' },
    ]);
  });

  it('goes through pathless layouts (the route guards), and skips parameters in the middle of a path', () => {
    expect(
      prerenderedPages([
        {
          path: '/',
          children: [
            { element: 'guard', children: [{ path: 'account', element: 'a' }] },
            { path: 'orders/:id/lines', element: 'l' },
          ],
        },
      ]),
    ).toEqual([{ url: '/account', file: 'account.html' }]);
  });
});
