import { ABUSE_BOUNDS, CHECKOUT_MAX_BODY_BYTES } from '../abuse-bounds.js';
import type { errorMessages } from '../http/errors.js';
import type { RawRequest } from './raw-http.js';

/** A hostile request and the answer the BFF owes it: a 4xx with one of its fixed messages. */
export interface HostileRequest {
  what: string;
  request: RawRequest;
  status: number;
  message: keyof typeof errorMessages;
}

/** What the upstream hides, so that some requests can carry it themselves. */
export interface UpstreamSecrets {
  storeId: string;
  apiUrl: string;
}

const get = (target: string, headers?: Record<string, string>): RawRequest => ({
  method: 'GET',
  target,
  headers,
});
const html = { Accept: 'text/html' };
/** A client that reads only JSON: an unknown address is its JSON 404 (a client that reads HTML gets the 404 page). */
const jsonOnly = { Accept: 'application/json' };
const json = { 'Content-Type': 'application/json' };
const checkout = (body: unknown, headers: Record<string, string> = json): RawRequest => ({
  method: 'POST',
  target: '/api/checkout',
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const line = (quantity: unknown, variant_id: unknown = 'var_1') => ({ items: [{ variant_id, quantity }] });
const items = (count: number) => ({
  items: Array.from({ length: count }, (_, n) => ({ variant_id: `var_${n}`, quantity: 1 })),
});

/**
 * The bad-input table: every row is sent as raw bytes to the BFF's real Node server. The same rows serve the
 * leak suite, which replays them against every storefront failure.
 */
export function hostileRequests({ storeId, apiUrl }: UpstreamSecrets): HostileRequest[] {
  const apiHost = new URL(apiUrl).host;
  // biome-ignore format: one request per line reads as a table
  return [
    // Bad ids: only ^[A-Za-z0-9_-]{1,64}$ reaches an upstream path.
    { what: 'empty id', request: get('/api/products/'), status: 404, message: 'notFound' },
    { what: 'id of 65 characters', request: get(`/api/products/${'a'.repeat(65)}`), status: 400, message: 'invalidId' },
    { what: 'unicode id', request: get('/api/products/%C3%A9t%C3%A9'), status: 400, message: 'invalidId' },
    { what: 'emoji id', request: get('/api/products/%F0%9F%91%97'), status: 400, message: 'invalidId' },
    { what: 'encoded slash in an id', request: get('/api/products/a%2Fb'), status: 400, message: 'invalidId' },
    { what: 'NUL in an id', request: get('/api/products/a%00b'), status: 400, message: 'invalidId' },
    { what: 'broken percent-encoding', request: get('/api/products/%E0%A4%A'), status: 400, message: 'invalidId' },
    { what: 'the store id as a product id', request: get(`/api/products/${storeId}?field=slug&x=1`), status: 400, message: 'unknownParameter' },
    { what: 'upstream path in an id', request: get(`/api/products/..%2F..%2Fstore%2F${storeId}`), status: 400, message: 'invalidId' },
    { what: 'bad id in ids[]', request: get('/api/products?ids[]=a%2F..'), status: 400, message: 'invalidParameter' },
    { what: '1001 ids in ids[]', request: get(`/api/products?${'ids[]=a&'.repeat(1001)}`), status: 400, message: 'invalidParameter' },
    { what: 'bad id in collection_ids[]', request: get('/api/products?collection_ids[]=pcol%2F..'), status: 400, message: 'invalidParameter' },
    { what: 'bad id in product_ids[]', request: get(`/api/variants?product_ids[]=${storeId}%00`), status: 400, message: 'invalidParameter' },
    // Path traversal, in the API and in the static files.
    { what: 'encoded traversal in an id', request: get('/api/products/..%2f..%2fetc%2fpasswd'), status: 400, message: 'invalidId' },
    { what: 'traversal out of /api', request: get('/api/products/../../etc/passwd', jsonOnly), status: 404, message: 'notFound' },
    { what: 'traversal above the root', request: get('/../../../etc/passwd', jsonOnly), status: 404, message: 'notFound' },
    { what: 'dot-encoded traversal', request: get('/%2e%2e/%2e%2e/etc/passwd', jsonOnly), status: 404, message: 'notFound' },
    { what: 'static traversal, encoded slash', request: get('/assets/..%2f..%2f..%2fpackage.json'), status: 400, message: 'invalidPath' },
    { what: 'static traversal, backslash', request: get('/..%5c..%5cetc%5cpasswd', html), status: 400, message: 'invalidPath' },
    { what: 'static traversal, raw backslash', request: get('/assets\\..\\..\\package.json'), status: 400, message: 'malformedRequest' },
    { what: 'static NUL byte', request: get('/index.html%00.js'), status: 400, message: 'invalidPath' },
    { what: 'static empty segments', request: get('/assets//..//package.json', html), status: 400, message: 'invalidPath' },
    { what: 'missing asset', request: get(`/assets/${storeId}.js`), status: 404, message: 'notFound' },
    // Huge and repeated query parameters.
    { what: 'repeated page', request: get('/api/products?page=1&page=2'), status: 400, message: 'unknownParameter' },
    { what: 'repeated limit', request: get('/api/products?limit=1&limit=2'), status: 400, message: 'repeatedParameter' },
    { what: 'repeated field', request: get('/api/products/abc?field=id&field=slug'), status: 400, message: 'repeatedParameter' },
    { what: '10 KB query string', request: get(`/api/products?q=${'x'.repeat(10_000)}`), status: 400, message: 'unknownParameter' },
    { what: '100 KB query string', request: get(`/api/products?limit=${'9'.repeat(100_000)}`), status: 431, message: 'headersTooLarge' },
    { what: 'prototype key', request: get('/api/products?__proto__[]=1'), status: 400, message: 'unknownParameter' },
    { what: 'the API host as a value', request: get(`/api/variants?fields=${encodeURIComponent(apiUrl)}`), status: 400, message: 'invalidParameter' },
    // Wrong types.
    { what: 'limit=abc', request: get('/api/products?limit=abc'), status: 400, message: 'invalidParameter' },
    { what: 'limit=-1', request: get('/api/products?limit=-1'), status: 400, message: 'invalidParameter' },
    { what: 'limit=1.5', request: get('/api/products?limit=1.5'), status: 400, message: 'invalidParameter' },
    { what: 'limit=1001', request: get('/api/products?limit=1001'), status: 400, message: 'invalidParameter' },
    { what: 'limit=0x10', request: get('/api/products?limit=0x10'), status: 400, message: 'invalidParameter' },
    { what: 'offset=-1', request: get('/api/products?offset=-1'), status: 400, message: 'invalidParameter' },
    { what: 'limit as an array', request: get('/api/products?limit[]=5'), status: 400, message: 'unknownParameter' },
    { what: 'ids without brackets', request: get('/api/products?ids=a'), status: 400, message: 'unknownParameter' },
    { what: 'order=sideways', request: get('/api/products?order=sideways'), status: 400, message: 'invalidParameter' },
    { what: 'to_date=yesterday', request: get('/api/products?to_date=yesterday'), status: 400, message: 'invalidParameter' },
    // The catalogue's query: checked before the index is asked.
    { what: 'unknown catalogue parameter', request: get(`/api/catalogue?store=${storeId}`), status: 400, message: 'unknownParameter' },
    { what: 'repeated catalogue sort', request: get('/api/catalogue?sort=newest&sort=featured'), status: 400, message: 'repeatedParameter' },
    { what: 'catalogue page 0', request: get('/api/catalogue?page=0'), status: 400, message: 'invalidParameter' },
    { what: 'catalogue page past any store', request: get('/api/catalogue?page=10001'), status: 400, message: 'invalidParameter' },
    { what: 'catalogue negative price', request: get('/api/catalogue?price_min=-5'), status: 400, message: 'invalidParameter' },
    { what: 'catalogue price in exponent form', request: get('/api/catalogue?price_max=1e9'), status: 400, message: 'invalidParameter' },
    { what: 'catalogue unknown sort', request: get(`/api/catalogue?sort=${encodeURIComponent(apiUrl)}`), status: 400, message: 'invalidParameter' },
    { what: 'catalogue unknown category', request: get('/api/catalogue?category=__proto__'), status: 400, message: 'invalidParameter' },
    { what: '31 sizes', request: get(`/api/catalogue?${Array.from({ length: 31 }, (_, n) => `size=${n}`).join('&')}`), status: 400, message: 'invalidParameter' },
    { what: 'catalogue search of 101 characters', request: get(`/api/catalogue?search=${'a'.repeat(101)}`), status: 400, message: 'invalidParameter' },
    { what: 'suggestions of 101 characters', request: get(`/api/suggestions?q=${'a'.repeat(101)}`), status: 400, message: 'invalidParameter' },
    { what: 'suggestions with another parameter', request: get('/api/suggestions?q=robe&limit=1000'), status: 400, message: 'unknownParameter' },
    { what: 'repeated suggestions text', request: get('/api/suggestions?q=a&q=b'), status: 400, message: 'repeatedParameter' },
    // The dashboard's list: checked before the index or the stock is asked.
    { what: 'admin list with the store id', request: get(`/api/admin/products?store=${storeId}`), status: 400, message: 'unknownParameter' },
    { what: 'admin page of 51 rows', request: get('/api/admin/products?limit=51'), status: 400, message: 'unknownParameter' },
    { what: 'admin page past any store', request: get('/api/admin/products?page=10001'), status: 400, message: 'invalidParameter' },
    { what: 'admin sort on a prototype key', request: get('/api/admin/products?sort=__proto__'), status: 400, message: 'invalidParameter' },
    { what: 'admin threshold in exponent form', request: get('/api/admin/products?threshold=1e3'), status: 400, message: 'invalidParameter' },
    { what: 'admin export of an unknown filter', request: get(`/api/admin/products/export?filter[]=${encodeURIComponent(apiUrl)}`), status: 400, message: 'invalidParameter' },
    { what: 'admin figures with a parameter', request: get('/api/admin/figures?limit=1'), status: 400, message: 'unknownParameter' },
    // Checkout: quantities, lines, body.
    { what: 'negative quantity', request: checkout(line(-1)), status: 400, message: 'invalidBody' },
    { what: 'zero quantity', request: checkout(line(0)), status: 400, message: 'invalidBody' },
    { what: 'fractional quantity', request: checkout(line(1.5)), status: 400, message: 'invalidBody' },
    { what: 'quantity as a string', request: checkout(line('1')), status: 400, message: 'invalidBody' },
    { what: 'quantity over the bound', request: checkout(line(ABUSE_BOUNDS.unitsPerLine + 1)), status: 400, message: 'invalidBody' },
    { what: 'quantity of 1e308', request: checkout('{"items":[{"variant_id":"v","quantity":1e308}]}'), status: 400, message: 'invalidBody' },
    { what: 'empty variant id', request: checkout(line(1, '')), status: 400, message: 'invalidBody' },
    { what: 'no items', request: checkout({ items: [] }), status: 400, message: 'invalidBody' },
    { what: 'lines over the bound', request: checkout(items(ABUSE_BOUNDS.checkoutLines + 1)), status: 400, message: 'invalidBody' },
    { what: '60 000 items', request: checkout(items(60_000)), status: 413, message: 'payloadTooLarge' },
    { what: 'a locale over the body limit', request: checkout({ ...line(1), locale: 'x'.repeat(CHECKOUT_MAX_BODY_BYTES) }), status: 413, message: 'payloadTooLarge' },
    { what: 'a custom field answer over the bound', request: checkout({ items: [{ variant_id: 'var_1', quantity: 1, custom_field_values: [{ custom_field_id: 'cf_1', value: 'x'.repeat(ABUSE_BOUNDS.customFieldValueLength + 1) }] }] }), status: 400, message: 'invalidBody' },
    { what: 'a customer without an id', request: checkout({ ...line(1), customer: { email: 'a@b.example' } }), status: 400, message: 'invalidBody' },
    { what: 'a 36-character locale', request: checkout({ ...line(1), locale: 'x'.repeat(36) }), status: 400, message: 'invalidBody' },
    { what: 'unknown top-level field', request: checkout({ ...line(1), [storeId]: apiUrl }), status: 400, message: 'invalidBody' },
    { what: 'own __proto__ field', request: checkout('{"items":[{"variant_id":"v","quantity":1}],"__proto__":{"admin":true}}'), status: 400, message: 'invalidBody' },
    { what: 'body is null', request: checkout('null'), status: 400, message: 'invalidBody' },
    { what: 'body is an array', request: checkout('[]'), status: 400, message: 'invalidBody' },
    { what: 'malformed JSON', request: checkout(`{"items": "${storeId}`), status: 400, message: 'invalidJson' },
    { what: 'empty body', request: checkout(''), status: 400, message: 'invalidJson' },
    { what: 'bad redirect with a bad cart', request: checkout({ ...line(0), successUrl: 'https://evil.example' }), status: 400, message: 'invalidBody' },
    { what: 'text/plain', request: checkout(line(1), { 'Content-Type': 'text/plain' }), status: 415, message: 'unsupportedMediaType' },
    { what: 'a form', request: checkout('items=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), status: 415, message: 'unsupportedMediaType' },
    { what: 'multipart', request: checkout('--x--', { 'Content-Type': 'multipart/form-data; boundary=x' }), status: 415, message: 'unsupportedMediaType' },
    { what: 'no content type', request: checkout(line(1), {}), status: 415, message: 'unsupportedMediaType' },
    { what: 'JSON-like type', request: checkout(line(1), { 'Content-Type': 'application/json-patch+json' }), status: 415, message: 'unsupportedMediaType' },
    { what: 'oversized body', request: checkout(`{"items":[],"pad":"${'x'.repeat(CHECKOUT_MAX_BODY_BYTES)}"}`), status: 413, message: 'payloadTooLarge' },
    { what: 'oversized chunked body', request: checkout(chunked('x'.repeat(CHECKOUT_MAX_BODY_BYTES + 1)), { ...json, 'Transfer-Encoding': 'chunked' }), status: 413, message: 'payloadTooLarge' },
    // Header injection and request smuggling: refused by Node's parser, answered by the BFF in JSON.
    { what: 'CR in a header value', request: get('/api/products', { 'X-Note': 'a\rSet-Cookie: evil=1' }), status: 400, message: 'malformedRequest' },
    { what: 'space in a header name', request: get('/api/products', { 'X Evil': '1' }), status: 400, message: 'malformedRequest' },
    { what: 'CRLF in the request target', request: { method: 'GET', target: '/api/products\rSet-Cookie: evil=1' }, status: 400, message: 'malformedRequest' },
    { what: 'Content-Length with chunked', request: checkout(chunked('{}'), { ...json, 'Transfer-Encoding': 'chunked', 'Content-Length': '2' }), status: 400, message: 'malformedRequest' },
    { what: 'two Content-Lengths', request: { method: 'POST', target: '/api/checkout', wire: 'POST /api/checkout HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}' }, status: 400, message: 'malformedRequest' },
    { what: '20 KB cookie', request: get('/api/products', { Cookie: `a=${'x'.repeat(20_000)}` }), status: 431, message: 'headersTooLarge' },
    { what: 'no Host on HTTP/1.1', request: { method: 'GET', target: '/api/products', wire: 'GET /api/products HTTP/1.1\r\nConnection: close\r\n\r\n' }, status: 400, message: 'malformedRequest' },
    { what: 'Host with a path', request: get('/api/products', { Host: 'evil.example/x' }), status: 400, message: 'malformedRequest' },
    { what: 'Host with a user', request: get('/api/products', { Host: `${apiHost}@evil.example` }), status: 400, message: 'malformedRequest' },
    { what: 'HTTP/9.9', request: { method: 'GET', target: '/', wire: 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n' }, status: 400, message: 'malformedRequest' },
    // Unknown and wrong methods.
    { what: 'an unknown method', request: { method: 'FOO', target: '/api/products' }, status: 400, message: 'malformedRequest' },
    { what: 'CONNECT', request: { method: 'CONNECT', target: `${apiHost}` }, status: 405, message: 'methodNotAllowed' },
    { what: 'DELETE on products', request: { method: 'DELETE', target: '/api/products' }, status: 405, message: 'methodNotAllowed' },
    { what: 'PUT on checkout', request: { method: 'PUT', target: '/api/checkout', body: '{}' }, status: 405, message: 'methodNotAllowed' },
    { what: 'GET on checkout', request: get('/api/checkout'), status: 405, message: 'methodNotAllowed' },
    { what: 'TRACE on variants', request: { method: 'TRACE', target: '/api/variants' }, status: 405, message: 'methodNotAllowed' },
    { what: 'OPTIONS preflight on checkout', request: { method: 'OPTIONS', target: '/api/checkout', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } }, status: 405, message: 'methodNotAllowed' },
    { what: 'PROPFIND on products', request: { method: 'PROPFIND', target: '/api/products' }, status: 405, message: 'methodNotAllowed' },
    { what: 'unknown API route', request: get(`/api/${storeId}`), status: 404, message: 'notFound' },
  ];
}

/** A body in HTTP/1.1 chunked framing, in chunks of 4 KB. */
function chunked(body: string): string {
  const parts = body.match(/[\s\S]{1,4096}/g) ?? [];
  return `${parts.map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`).join('')}0\r\n\r\n`;
}
