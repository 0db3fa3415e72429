import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testBuildFiles } from '../testing/build-files.js';
import { FAKE_STOREFRONT } from '../testing/fake-storefront.js';
import { testApp } from '../testing/test-app.js';
import { useWebRoot } from '../testing/web-root.js';
import { diskStaticFiles } from './disk-files.js';

const INDEX = '<!doctype html><html lang="fr"><title>Maison Aurèle</title></html>';
const MAIN = `export const shop = ${JSON.stringify('Maison Aurèle '.repeat(200))};`;
const build = useWebRoot({
  'index.html': INDEX,
  'assets/index-3f9a1c.js': 'console.log("shop");',
  'assets/index-77b2d0.css': 'body{margin:0}',
  'assets/main-5e1d2a.js': MAIN,
  'assets/main-5e1d2a.js.br': brotliCompressSync(MAIN),
  'about/index.html': '<!doctype html><title>À propos</title>',
  'faq.html': '<!doctype html><title>FAQ</title>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
const emptyBuild = useWebRoot({ 'assets/left-over.js': '' });
const prerenderedBuild = useWebRoot({
  'index.html': INDEX,
  'shop.html':
    '<!doctype html><style>body{margin:0}</style><title>Boutique</title><div hidden style="display:none"></div>',
  'faq.html':
    '<!doctype html><div style="display:none"></div><p style="display:none"></p><select style="font:a &quot;b&quot;">',
  [`product/${testBuildFiles.parameterPage}`]: '<!doctype html><title>Produit</title>',
  [testBuildFiles.notFoundPage]: '<!doctype html><title>Page introuvable</title>',
});

const config = loadConfig({ STOREFRONT_API_URL: 'http://127.0.0.1:9', STOREFRONT_STORE_ID: 'store_1' });
const appFor = (root: string | undefined) =>
  createApp(
    { ...config, publicOrigin: 'https://boutique.test' },
    {
      staticFiles: root ? diskStaticFiles(root) : undefined,
      buildFiles: testBuildFiles,
      log: () => undefined,
    },
  );
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built web app', () => {
  it('serves hashed assets as immutable, with their type', async () => {
    const answer = await appFor(build.path).request('/assets/index-3f9a1c.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await answer.text()).toBe('console.log("shop");');
  });

  it("sends an asset's Brotli copy to a browser that takes br, and the plain asset compressed on the fly to others", async () => {
    const app = appFor(build.path);
    const brotli = await app.request('/assets/main-5e1d2a.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(MAIN);

    const gzip = await app.request('/assets/main-5e1d2a.js', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).not.toBe(brotli.headers.get('etag'));
    const plain = await app.request('/assets/main-5e1d2a.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(MAIN);
  });

  it('serves index.html as no-cache, and 304 to its validator', async () => {
    const app = appFor(build.path);
    const answer = await app.request('/', { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toBe(INDEX);
    const etag = answer.headers.get('etag') ?? '';
    const again = await app.request('/', { headers: { ...html, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves prerendered pages as dir/index.html or page.html', async () => {
    const app = appFor(build.path);
    expect(await (await app.request('/about', { headers: html })).text()).toContain('À propos');
    expect(await (await app.request('/about/', { headers: html })).text()).toContain('À propos');
    expect(await (await app.request('/faq', { headers: html })).text()).toContain('FAQ');
  });

  it('without prerendered pages, answers index.html (200) to any other page a browser asks for', async () => {
    const app = appFor(build.path);
    for (const path of ['/shop', '/product/abc123', '/no/such/page', '/cart?x=1']) {
      const answer = await app.request(path, { headers: html });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toBe(INDEX);
    }
  });

  it("serves a prerendered build's parameter pages, and its 404 page with a 404 status", async () => {
    const app = appFor(prerenderedBuild.path);
    const product = await app.request('/product/abc123', { headers: html });
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('Produit');
    expect(await (await app.request('/shop?category=femme', { headers: html })).text()).toContain('Boutique');
    for (const path of ['/no/such/page', '/nothing', '/product/abc/more']) {
      const answer = await app.request(path, { headers: html });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('Page introuvable');
    }
  });

  it("answers index.html to pages with no file of their own when no server entry named the build's files", async () => {
    const app = createApp(
      { ...config, publicOrigin: 'https://boutique.test' },
      { staticFiles: diskStaticFiles(prerenderedBuild.path), log: () => undefined },
    );
    for (const path of ['/product/abc123', '/nothing']) {
      const answer = await app.request(path, { headers: html });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(INDEX);
    }
  });

  it("allows exactly a page's own style element and attributes in its CSP, and no inline style elsewhere", async () => {
    const app = appFor(prerenderedBuild.path);
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    const styleSources = async (path: string) =>
      (await app.request(path, { headers: html })).headers
        .get('content-security-policy')
        ?.match(/style-src ([^;]*)/)?.[1];
    expect(await styleSources('/shop')).toBe(
      `'self' 'unsafe-hashes' ${hash('body{margin:0}')} ${hash('display:none')}`,
    );
    expect(await styleSources('/faq')).toBe(
      `'self' 'unsafe-hashes' ${hash('display:none')} ${hash('font:a "b"')}`,
    );
    expect(await styleSources('/')).toBe("'self'");
    expect(await styleSources('/assets/index-3f9a1c.js')).toBe("'self'");
  });

  it("tells a page's browser to connect early to the storefront's public hosts (product images)", async () => {
    const app = createApp(
      {
        ...config,
        publicOrigin: 'https://boutique.test',
        storefront: { ...config.storefront, publicOrigins: ['https://cdn.store.test'] },
      },
      { staticFiles: diskStaticFiles(prerenderedBuild.path), log: () => undefined },
    );
    expect((await app.request('/shop', { headers: html })).headers.get('link')).toBe(
      '<https://cdn.store.test>; rel=preconnect',
    );
    expect((await app.request('/api/products')).headers.get('link')).toBeNull();
  });

  it('answers a JSON 404 to a missing asset, or to a client that does not want HTML', async () => {
    const app = appFor(prerenderedBuild.path);
    const asset = await app.request('/assets/index-000000.js', { headers: html });
    expect(asset.status).toBe(404);
    expect(await asset.json()).toEqual({ error: { status: 404, message: 'Ressource introuvable.' } });
    for (const accept of ['image/*', 'application/json']) {
      const answer = await app.request('/nothing', { headers: { accept } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers the 404 page to curl and crawlers, which send */* or no Accept at all', async () => {
    const app = appFor(prerenderedBuild.path);
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const answer = await app.request('/nothing', { headers });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toContain('Page introuvable');
    }
  });

  it('never answers an /api/* route with the page', async () => {
    const answer = await appFor(build.path).request('/api/nothing', { headers: html });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves other files for an hour', async () => {
    const answer = await appFor(build.path).request('/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await appFor(build.path).request('/assets/index-77b2d0.css', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe('14');
    expect(await answer.text()).toBe('');
  });

  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e%5cpackage.json',
    '/assets%5cindex-3f9a1c.js',
    '//etc/passwd',
    '/a%00.html',
    '/%E0%A4%A',
  ])('refuses %s with a 400', async (path) => {
    const answer = await appFor(build.path).request(path, { headers: html });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { status: 400, message: 'Chemin invalide.' } });
  });

  it('answers /healthz without asking the storefront', async () => {
    const answer = await appFor(build.path).request('/healthz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
  });
});

describe('a page form sent before its script ran', () => {
  it('goes back to its page with a 303, never to a JSON 404 nor to another site', async () => {
    const { app } = testApp(FAKE_STOREFRONT);
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    };
    const back = await app.request('/auth?mode=client', form);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/auth?mode=client');
    for (const path of ['//evil.example/x', '/%5Cevil.example']) {
      const answer = await app.request(`http://localhost${path}`, form);
      expect(answer.headers.get('location')?.startsWith('//')).toBe(false);
      expect(answer.headers.get('location')?.startsWith('/\\')).toBe(false);
    }
    // The API keeps its own answers.
    expect((await app.request('/api/unknown', form)).status).toBe(404);
  });
});

describe('without a build', () => {
  it.each([
    ['a web root without index.html', () => emptyBuild.path],
    ['no web root at all', () => undefined],
    ['a web root that does not exist', () => '/nonexistent/web/dist'],
  ])('%s: pages are a clear 503, the API and /healthz still answer', async (_, root) => {
    const app = appFor(root());
    const page = await app.request('/shop', { headers: html });
    expect(page.status).toBe(503);
    expect(await page.json()).toEqual({
      error: { status: 503, message: "L'application web n'est pas disponible : son build est introuvable." },
    });
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/api/products?page=1')).status).toBe(400);
  });
});
