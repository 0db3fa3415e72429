import type { ProductListResponse } from '@aurele/storefront-contract';
import { expect, test } from './fixtures.ts';

/** The addresses of a sitemap, unescaped the one way the BFF escapes (a query's `&`). */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replaceAll('&amp;', '&')));

test.describe('what crawlers read', () => {
  test('/sitemap.xml lists every product of /api/products and the public pages, never a private one', async ({
    request,
  }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(await answer.text());
    const origins = new Set(listed.map((url) => url.origin));
    expect(origins.size).toBe(1);
    const paths = listed.map((url) => `${url.pathname}${url.search}`);

    const { products } = (await (await request.get('/api/products')).json()) as ProductListResponse;
    expect(products.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(products.map(({ id }) => `/product/${id}`)));
    expect(paths.filter((path) => path.startsWith('/product/'))).toHaveLength(products.length);

    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/shop',
        '/shop?category=femme',
        '/shop?category=accessoires',
        '/shop?brand=gucci',
        '/about',
      ]),
    );
    for (const hidden of ['/cart', '/wishlist', '/success', '/auth', '/account', '/orders', '/admin']) {
      expect(paths).not.toContain(hidden);
    }
  });

  test('every page the sitemap lists answers 200', async ({ request }) => {
    const listed = locs(await (await request.get('/sitemap.xml')).text()).filter(
      (url) => !url.pathname.startsWith('/product/'),
    );
    for (const url of listed) {
      const page = await request.get(`${url.pathname}${url.search}`, { headers: { accept: 'text/html' } });
      expect(page.status(), url.pathname).toBe(200);
    }
  });

  test('/robots.txt names the sitemap by its absolute address and keeps crawlers out of private pages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemap = robots.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemap && new URL(sitemap).pathname).toBe('/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Disallow: /account');
  });
});
