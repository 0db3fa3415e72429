import {
  observedListAnswer,
  observedListProduct,
  observedListVariant,
  observedUnpricedProduct,
} from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFiles } from '../crawlers/sitemap-xml.js';
import { diskStaticFiles } from '../static/disk-files.js';
import { testBuildFiles } from '../testing/build-files.js';
import { encodedText } from '../testing/encoded-text.js';
import { FAKE_STOREFRONT, fakeStorefrontApp, storefrontAnswer } from '../testing/fake-storefront.js';
import { TEST_PUBLIC_ORIGIN, testApp } from '../testing/test-app.js';
import { useWebRoot } from '../testing/web-root.js';

const good = observedListProduct({ updated_at: '2026-03-14T09:26:53.589Z' });
const unpriced = observedUnpricedProduct({ updated_at: 'not a date' });
/** A product whose price has the wrong type: `/api/products` leaves it out, so must the sitemap. */
const broken = observedListProduct({
  id: 'prod_01K2ZQB7D9F1H3K5M7P9R1T3V5',
  variants: [observedListVariant({ prices: [{ amount: '12,90', currency_code: 'eur' }] })],
});

const build = useWebRoot({
  'index.html': '<!doctype html>',
  [testBuildFiles.siteRoutes]: JSON.stringify({
    public: ['/', '/shop', '/about', '/shop?category=femme', '/shop?category=homme'],
    private: ['/cart', '/account'],
  }),
});

function crawledApp(
  answer: () => Response = () => storefrontAnswer(observedListAnswer([good, broken, unpriced])),
) {
  let now = 0;
  const test = fakeStorefrontApp(answer, {
    deps: { staticFiles: diskStaticFiles(build.path), buildFiles: testBuildFiles, now: () => now },
  });
  return { ...test, later: (ms: number) => (now += ms) };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('GET /sitemap.xml', () => {
  it('lists every public page of the build, then every product, by absolute escaped addresses', async () => {
    const { app } = crawledApp();
    const answer = await app.request('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      `${TEST_PUBLIC_ORIGIN}/`,
      `${TEST_PUBLIC_ORIGIN}/shop`,
      `${TEST_PUBLIC_ORIGIN}/about`,
      `${TEST_PUBLIC_ORIGIN}/shop?category=femme`,
      `${TEST_PUBLIC_ORIGIN}/shop?category=homme`,
      `${TEST_PUBLIC_ORIGIN}/product/${good.id}`,
      `${TEST_PUBLIC_ORIGIN}/product/${unpriced.id}`,
    ]);
    expect(xml).not.toContain('/cart');
    expect(xml).not.toContain('/account');
    expect(xml).not.toContain(String(broken.id));
  });

  it('dates a product by its updated_at, and leaves out a date that is none', async () => {
    const xml = await (await crawledApp().app.request('/sitemap.xml')).text();
    expect(xml).toContain(
      `<url><loc>${TEST_PUBLIC_ORIGIN}/product/${good.id}</loc><lastmod>2026-03-14T09:26:53.589Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${TEST_PUBLIC_ORIGIN}/product/${unpriced.id}</loc></url>`);
  });

  it('escapes every address: an ampersand of a query, and a product id with odd characters', async () => {
    const { app } = fakeStorefrontApp(
      () => storefrontAnswer(observedListAnswer([observedListProduct({ id: `a&b<'"> é` })])),
      { deps: { staticFiles: diskStaticFiles(oddBuild.path), buildFiles: testBuildFiles } },
    );
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${TEST_PUBLIC_ORIGIN}/shop?category=femme&amp;sort=price</loc>`);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_ORIGIN}/product/a%26b%3C&apos;%22%3E%20%C3%A9</loc>`);
  });

  it('lists the catalogue index that /api/catalogue answers from: one read of the store for both', async () => {
    const { app, upstream } = crawledApp();
    const lists = () => upstream.calls.filter(({ url }) => url.pathname.endsWith('/products')).length;
    await app.request('/sitemap.xml');
    expect(lists()).toBe(1);
    expect((await app.request('/api/catalogue')).status).toBe(200);
    await app.request('/sitemap.xml');
    expect(lists()).toBe(1);
  });

  it('answers a cacheable, compressed sitemap, and a 304 to a crawler that holds it', async () => {
    const { app } = crawledApp();
    const first = await app.request('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('cache-control')).toBe('public, max-age=600');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const xml = await encodedText(first);
    expect(locs(xml)).toHaveLength(7);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const again = await app.request('/sitemap.xml', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps the last good catalogue while the storefront fails, and is a 502 when it never read one', async () => {
    let healthy = true;
    const { app, later } = crawledApp(() =>
      healthy ? storefrontAnswer(observedListAnswer([good])) : storefrontAnswer({ message: 'down' }, 503),
    );
    const good200 = await (await app.request('/sitemap.xml')).text();
    healthy = false;
    later(24 * 60 * 60 * 1000);
    expect(await (await app.request('/sitemap.xml')).text()).toBe(good200);
    const { app: fresh } = crawledApp(() => storefrontAnswer({ message: 'down' }, 503));
    const failed = await fresh.request('/sitemap.xml');
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({
      error: { status: 502, message: 'La boutique est momentanément indisponible.' },
    });
  });

  it('splits a catalogue beyond 50 000 addresses into parts under a sitemap index', async () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS }, (_, n) => ({ id: `prod_${n}`, updatedAt: '' }));
    const { main, parts } = sitemapFiles(TEST_PUBLIC_ORIGIN, ['/', '/shop'], many);
    expect(main).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(main)).toEqual([
      `${TEST_PUBLIC_ORIGIN}/sitemap-1.xml`,
      `${TEST_PUBLIC_ORIGIN}/sitemap-2.xml`,
    ]);
    expect(parts.map((part) => locs(part).length)).toEqual([SITEMAP_MAX_URLS, 2]);
    expect(locs(parts[1] ?? '')).toEqual([
      `${TEST_PUBLIC_ORIGIN}/product/prod_49998`,
      `${TEST_PUBLIC_ORIGIN}/product/prod_49999`,
    ]);
    expect(sitemapFiles(TEST_PUBLIC_ORIGIN, [], many.slice(1)).parts).toEqual([]);
  });

  it('answers a part of the sitemap only when there is one', async () => {
    const { app } = crawledApp();
    expect((await app.request('/sitemap-1.xml')).status).toBe(404);
  });

  it('is a 504 when the storefront does not answer in time', async () => {
    const { app } = testApp(FAKE_STOREFRONT, {
      env: { STOREFRONT_TIMEOUT_MS: '50' },
      deps: {
        // An upstream that never answers: only the BFF's own deadline ends the call.
        fetch: (_, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      },
    });
    const answer = await app.request('/sitemap.xml');
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({
      error: { status: 504, message: 'La boutique ne répond pas, veuillez réessayer.' },
    });
  });

  it('names neither the store id nor the API host', async () => {
    const { app } = crawledApp();
    const answer = await app.request('/sitemap.xml');
    const text = `${[...answer.headers].join('\n')}\n${await answer.text()}`;
    expect(text).not.toContain(FAKE_STOREFRONT.storeId);
    expect(text).not.toContain(new URL(FAKE_STOREFRONT.apiOrigin).hostname);
  });

  it('lists the products alone when no web app is built', async () => {
    const { app } = fakeStorefrontApp(() => storefrontAnswer(observedListAnswer([good])));
    expect(locs(await (await app.request('/sitemap.xml')).text())).toEqual([
      `${TEST_PUBLIC_ORIGIN}/product/${good.id}`,
    ]);
  });

  it("lists the products alone when no server entry named the build's files", async () => {
    const { app } = fakeStorefrontApp(() => storefrontAnswer(observedListAnswer([good])), {
      deps: { staticFiles: diskStaticFiles(build.path) },
    });
    expect(locs(await (await app.request('/sitemap.xml')).text())).toEqual([
      `${TEST_PUBLIC_ORIGIN}/product/${good.id}`,
    ]);
  });
});

const oddBuild = useWebRoot({
  [testBuildFiles.siteRoutes]: JSON.stringify({ public: ['/shop?category=femme&sort=price'], private: [] }),
});

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and the private pages, and names the sitemap', async () => {
    const answer = await crawledApp().app.request('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await answer.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /account',
        '',
        `Sitemap: ${TEST_PUBLIC_ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('still names the sitemap without a web build, and asks the storefront nothing', async () => {
    const { app, upstream } = fakeStorefrontApp(() => storefrontAnswer(observedListAnswer([])));
    const text = await (await app.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${TEST_PUBLIC_ORIGIN}/sitemap.xml`);
    expect(upstream.calls).toEqual([]);
  });
});
