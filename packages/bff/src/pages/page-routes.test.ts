import { createHash } from 'node:crypto';
import {
  emptyCatalogueQuery,
  type PageAnswers,
  type PageRenderer,
  readCatalogueQuery,
} from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { diskStaticFiles } from '../static/disk-files.js';
import { testBuildFiles } from '../testing/build-files.js';
import { useEmulator } from '../testing/emulator.js';
import { encodedText } from '../testing/encoded-text.js';
import { warningsIn } from '../testing/fake-storefront.js';
import { upstreamSecrets } from '../testing/leak-scan.js';
import { TEST_PUBLIC_ORIGIN, testApp } from '../testing/test-app.js';
import { useWebRoot } from '../testing/web-root.js';
import { PAGE_CACHE, PAGE_CACHE_CONTROL } from './page-routes.js';

const emulator = useEmulator();
const prerendered = useWebRoot({
  'index.html': '<!doctype html><title>Accueil prérendu</title>',
  'shop.html': '<!doctype html><title>Boutique prérendue</title>',
  'auth.html': '<!doctype html><title>Choix prérendu</title>',
  [`product/${testBuildFiles.parameterPage}`]: '<!doctype html><title>Produit prérendu</title>',
  [testBuildFiles.notFoundPage]:
    '<!doctype html><title>Page introuvable</title><h1>Cette page s&#x27;est éclipsée</h1>',
});

const PAGE_STYLE = 'body{margin:0}';

/** What a rendered page was given (its answers kept for the test to ask), and what it loaded. */
interface Rendered {
  url: string;
  origin: string;
  answers: PageAnswers;
  loaded: unknown;
}

/** What a page's loaders ask of its answers; the routing of addresses to loaders is the web app's, not tested here. */
type PageLoad = (answers: PageAnswers) => Promise<unknown>;

const signal = { aborted: false };

/**
 * The renderer seam as the web app's server entry fills it (`PageRenderer`): given a page's address, origin and
 * answers, it loads what `load` asks, writes down what it was given and loaded, and draws a page with an inline
 * style of its own and the data in its JSON block. Its title is the page's first path segment (`home` for `/`).
 */
function recordingRenderer({ load, fail }: { load?: PageLoad; fail?: () => boolean } = {}) {
  const sources: Rendered[] = [];
  const renderPage: PageRenderer = async ({ url, origin, answers }) => {
    let status: 200 | 404 = 200;
    const loaded = await load?.(answers).catch((error: unknown) => {
      // As the web app's renderer does: a loader that found nothing is drawn as the page's failure, with a 404.
      if ((error as { status?: unknown } | null)?.status !== 404) throw error;
      status = 404;
      return { notFound: true };
    });
    sources.push({ url, origin, answers, loaded });
    if (fail?.()) throw new Error('render failed');
    const data = JSON.stringify(loaded ?? null).replace(/</g, '\\u003c');
    const title = new URL(url, origin).pathname.split('/')[1] || 'home';
    const html = `<!doctype html><style>${PAGE_STYLE}</style><title>${title}</title><div style="display:none"></div><script type="application/json" id="page-data">${data}</script>`;
    return { html, status };
  };
  return { renderPage, sources };
}

function appWith(renderer = recordingRenderer()) {
  const clock = { now: 1_000_000 };
  const test = testApp(emulator, {
    deps: {
      now: () => clock.now,
      staticFiles: diskStaticFiles(prerendered.path),
      renderPage: renderer.renderPage,
      buildFiles: testBuildFiles,
    },
  });
  return { ...test, clock, ...renderer };
}

const html = { accept: 'text/html' };

async function firstProductId(app: ReturnType<typeof appWith>['app']): Promise<string> {
  const { products } = (await (await app.request('/api/products')).json()) as { products: { id: string }[] };
  const id = products[0]?.id;
  if (!id) throw new Error('The emulator has no product');
  return id;
}

describe('pages rendered per request', () => {
  it('renders a product page with its address and origin, cacheable by a CDN', async () => {
    const { app, sources } = appWith();
    const id = await firstProductId(app);
    const answer = await app.request(`/product/${id}?variant=v_1`, { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(await answer.text()).toContain('<title>product</title>');
    expect(sources.map(({ url, origin }) => ({ url, origin }))).toEqual([
      { url: `/product/${id}?variant=v_1`, origin: TEST_PUBLIC_ORIGIN },
    ]);
  });

  it('gives a page the product detail as /api/products/:id answers it', async () => {
    const { app, sources } = appWith();
    const id = await firstProductId(app);
    await app.request(`/product/${id}`, { headers: html });
    const [source] = sources;
    if (!source) throw new Error('the page was not rendered');
    const api = await (await app.request(`/api/products/${id}`)).json();
    expect(await source.answers.product(id, signal)).toEqual(api);
  });

  it('gives /shop and / their address as asked, and the catalogue as /api/catalogue answers it', async () => {
    const { app, sources } = appWith();
    expect((await app.request('/shop?category=femme&sort=price-high', { headers: html })).status).toBe(200);
    expect((await app.request('/', { headers: html })).status).toBe(200);
    expect(sources.map(({ url }) => url)).toEqual(['/shop?category=femme&sort=price-high', '/']);
    const [shop, home] = sources;
    const query = readCatalogueQuery(new URLSearchParams('category=femme&sort=price-high')).query;
    const api = await (await app.request('/api/catalogue?category=femme&sort=price-high')).json();
    expect(await shop?.answers.catalogue(query, signal)).toEqual(api);
    const whole = await (await app.request('/api/catalogue')).json();
    expect(await home?.answers.catalogue(emptyCatalogueQuery, signal)).toEqual(whole);
  });

  it('serves the prerendered page to a query the page does not read, or a repeated parameter', async () => {
    const { app, sources } = appWith();
    for (const [path, title] of [
      ['/shop?utm_source=lettre', 'Boutique prérendue'],
      ['/shop?category=femme&category=homme', 'Boutique prérendue'],
      ['/?ref=1', 'Accueil prérendu'],
    ]) {
      const answer = await app.request(path as string, { headers: html });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain(title);
    }
    expect(sources).toEqual([]);
  });

  it('renders /auth for the step its query names, with no storefront call', async () => {
    const { app, upstream, sources } = appWith();
    for (const path of [
      '/auth',
      '/auth?mode=client',
      '/auth?mode=client&view=register',
      '/auth?mode=admin',
    ]) {
      const answer = await app.request(path, { headers: html });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(await answer.text()).toContain('<title>auth</title>');
    }
    expect(sources.map(({ url }) => url)).toEqual([
      '/auth',
      '/auth?mode=client',
      '/auth?mode=client&view=register',
      '/auth?mode=admin',
    ]);
    expect(upstream.calls).toEqual([]);
  });

  it('serves the prerendered /auth to a query it does not read, or a repeated step', async () => {
    const { app, sources } = appWith();
    for (const path of ['/auth?mode=client&utm_source=lettre', '/auth?mode=client&mode=admin']) {
      const answer = await app.request(path, { headers: html });
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(await answer.text()).toContain('Choix prérendu');
    }
    expect(sources).toEqual([]);
  });

  it("allows exactly the rendered page's inline styles in its CSP", async () => {
    const { app } = appWith();
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    const csp = (await app.request('/shop', { headers: html })).headers.get('content-security-policy');
    expect(csp?.match(/style-src ([^;]*)/)?.[1]).toBe(
      `'self' 'unsafe-hashes' ${hash(PAGE_STYLE)} ${hash('display:none')}`,
    );
    expect(csp).toContain("script-src 'self';");
  });

  it('answers 304 to its ETag, and gzip to a client that accepts it', async () => {
    const { app } = appWith();
    const first = await app.request('/shop', { headers: html });
    const plain = await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const again = await app.request('/shop', { headers: { ...html, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const zipped = await app.request('/shop', { headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(await encodedText(zipped)).toBe(plain);
  });

  it('renders an address once, and reads the catalogue index the API warmed', async () => {
    const { app, upstream, sources } = appWith(
      recordingRenderer({ load: (answers) => answers.catalogue(emptyCatalogueQuery, signal) }),
    );
    await app.request('/api/catalogue');
    const calls = upstream.calls.length;
    await app.request('/shop?category=femme', { headers: html });
    await app.request('/shop?category=femme', { headers: html });
    await app.request('/', { headers: html });
    expect(upstream.calls).toHaveLength(calls);
    expect(sources.map(({ url }) => url)).toEqual(['/shop?category=femme', '/']);
  });

  it('serves a stale page at once and renders it again behind', async () => {
    const { app, clock, sources } = appWith();
    await app.request('/shop', { headers: html });
    clock.now += PAGE_CACHE.freshMs + 1;
    expect((await app.request('/shop', { headers: html })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sources).toHaveLength(2);
  });

  it.each([
    ['a 5xx', { mode: 'error', status: 503, path: '/products' }],
    ['a malformed answer', { mode: 'malformed', path: '/products' }],
  ] as const)('falls back to the prerendered page on %s of the storefront, never a 5xx', async (_, fault) => {
    await emulator.setFault(fault);
    const id = 'prod_01JGK433YV3C9R00YGNMFHPAN9';
    const pages: [path: string, title: string, load: PageLoad][] = [
      ['/shop', 'Boutique prérendue', (answers) => answers.catalogue(emptyCatalogueQuery, signal)],
      ['/', 'Accueil prérendu', (answers) => answers.catalogue(emptyCatalogueQuery, signal)],
      [`/product/${id}`, 'Produit prérendu', (answers) => answers.product(id, signal)],
    ];
    for (const [path, title, load] of pages) {
      const { app, logs } = appWith(recordingRenderer({ load }));
      const answer = await app.request(path, { headers: html });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain(title);
      expect(warningsIn(logs).map((line) => line.event)).toContain('page-not-rendered');
    }
  });

  it('falls back to the prerendered page when the renderer fails, and does not keep the failure', async () => {
    let failing = true;
    const { app, sources } = appWith(recordingRenderer({ fail: () => failing }));
    expect(await (await app.request('/shop', { headers: html })).text()).toContain('Boutique prérendue');
    failing = false;
    expect(await (await app.request('/shop', { headers: html })).text()).toContain('<title>shop</title>');
    expect(sources).toHaveLength(2);
  });

  it('answers an unknown product with its page drawn as that failure and a 404 status, kept for no one', async () => {
    const { app, sources } = appWith(
      recordingRenderer({ load: (answers) => answers.product('prod_unknown_1', signal) }),
    );
    for (const accept of ['text/html', '*/*']) {
      const answer = await app.request('/product/prod_unknown_1', { headers: { accept } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await answer.text();
      expect(page).toContain('<title>product</title>');
      expect(page).toContain('{"notFound":true}');
    }
    // Any address can name an unknown product: none fills the cache.
    expect(sources).toHaveLength(2);
  });

  it("lets no store id nor API host into a rendered page's headers or bytes", async () => {
    const id = await firstProductId(appWith().app);
    const search = readCatalogueQuery(new URLSearchParams('search=robe')).query;
    const pages: [path: string, load: PageLoad][] = [
      ['/', (answers) => answers.catalogue(emptyCatalogueQuery, signal)],
      ['/shop?search=robe', (answers) => answers.catalogue(search, signal)],
      [`/product/${id}`, (answers) => answers.product(id, signal)],
    ];
    for (const [path, load] of pages) {
      const { app, config } = appWith(recordingRenderer({ load }));
      const secrets = upstreamSecrets(config.storefront.apiUrl, config.storefront.storeId);
      const answer = await app.request(path, { headers: html });
      const places = [...answer.headers].map(([name, value]) => `${name}: ${value}`);
      places.push(await answer.text());
      for (const place of places) {
        for (const secret of secrets) expect(place.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
  });
});
