import { describe, expect, it } from 'vitest';
import { diskStaticFiles } from '../static/disk-files.js';
import { useEmulator } from '../testing/emulator.js';
import { encodedText } from '../testing/encoded-text.js';
import { testApp } from '../testing/test-app.js';
import { useWebRoot } from '../testing/web-root.js';

const emulator = useEmulator();
const build = useWebRoot({
  'index.html': '<!doctype html>',
  'assets/app-1a2b3c.js': 'x'.repeat(5000),
  'assets/style-9f8e7d.css': 'body{margin:0}',
  'assets/serif-4d5e6f.woff2': 'wOF2',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

function app() {
  return testApp(emulator, {
    env: { STOREFRONT_PUBLIC_ORIGINS: 'https://cdn.boutique.test,https://pay.boutique.test' },
    deps: { staticFiles: diskStaticFiles(build.path) },
  }).app;
}

const requests: Array<[string, string, RequestInit?]> = [
  ['an API answer', '/api/products'],
  ['a 304', '/api/products'],
  ['an API error', '/api/products?page=2'],
  ['an unknown API route', '/api/nope'],
  ['a wrong method', '/api/products', { method: 'PUT' }],
  ['a page', '/shop', { headers: { accept: 'text/html' } }],
  ['an image, which a browser may show as a page', '/favicon.svg'],
  ['robots.txt', '/robots.txt'],
  ['the sitemap', '/sitemap.xml'],
  ['the health check', '/healthz'],
  ['a checkout refusal', '/api/checkout', { method: 'POST' }],
];

describe('security headers', () => {
  it.each(requests)('are on %s', async (name, path, init) => {
    const bff = app();
    let answer = await bff.request(path, init);
    if (name === 'a 304') {
      answer = await bff.request(path, { headers: { 'if-none-match': answer.headers.get('etag') ?? '' } });
      expect(answer.status).toBe(304);
    }
    const headers = answer.headers;
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; " +
        "img-src 'self' data: https://cdn.boutique.test https://pay.boutique.test; font-src 'self'; " +
        "connect-src 'self'; form-action 'self' https://cdn.boutique.test https://pay.boutique.test; " +
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it.each([
    ['a script', '/assets/app-1a2b3c.js'],
    ['a stylesheet', '/assets/style-9f8e7d.css'],
    ['a font', '/assets/serif-4d5e6f.woff2'],
  ])('on %s, only those that apply to it (no page-only header)', async (_, path) => {
    const headers = (await app().request(path)).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'referrer-policy',
    ]) {
      expect(headers.get(pageOnly)).toBeNull();
    }
  });

  it('never reuse a request id the client sent', async () => {
    const answer = await app().request('/healthz', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(answer.headers.get('x-request-id')).not.toBe('chosen-by-the-client');
  });
});

describe('compression', () => {
  it('gzips a large JSON answer for a client that accepts it', async () => {
    const answer = await app().request('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    const body = await encodedText(answer);
    expect(JSON.parse(body)).toHaveProperty('products');
  });

  it('gzips text assets', async () => {
    const answer = await app().request('/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(await encodedText(answer)).toBe('x'.repeat(5000));
  });

  it('leaves the answer alone for a client that does not accept it', async () => {
    const answer = await app().request('/api/products');
    expect(answer.headers.get('content-encoding')).toBeNull();
  });
});
