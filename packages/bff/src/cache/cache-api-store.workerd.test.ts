import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../pages/rendered-page.js';
import { cacheApiStore, type ResponseCache } from './cache-api-store.js';

// Inside workerd only (`bff-workerd`): the real Cache API of the runtime.
const cache = (globalThis as unknown as { caches: { default: ResponseCache } }).caches.default;

const page: RenderedPage = {
  body: new TextEncoder().encode('<!doctype html><title>Boutique</title>'),
  etag: 'W/"0123456789abcdef0123456789abcdef"',
  styleHashes: ['sha256-abc=', 'sha256-def='],
};

describe('cacheApiStore', () => {
  it('gives back the bytes and every other part of an entry, with when it was stored', async () => {
    const store = cacheApiStore<RenderedPage>(cache, `${crypto.randomUUID()}/pages`, 60_000);
    await store.write('/shop?category=femme', {
      value: { ...page, gzip: Promise.resolve(page.body) },
      storedAt: 42,
    });
    const entry = await store.read('/shop?category=femme');
    expect(entry?.storedAt).toBe(42);
    expect(new TextDecoder().decode(entry?.value.body)).toBe('<!doctype html><title>Boutique</title>');
    expect(entry?.value.etag).toBe(page.etag);
    expect(entry?.value.styleHashes).toEqual(page.styleHashes);
    // The runtime compresses: no gzip bytes are kept.
    expect(entry?.value.gzip).toBeUndefined();
  });

  it('forgets a deleted entry, and keeps namespaces apart', async () => {
    const namespace = crypto.randomUUID();
    const pages = cacheApiStore<RenderedPage>(cache, `${namespace}/pages`, 60_000);
    const products = cacheApiStore<RenderedPage>(cache, `${namespace}/products`, 60_000);
    await pages.write('k', { value: page, storedAt: 1 });
    expect(await products.read('k')).toBeUndefined();
    await pages.delete('k');
    expect(await pages.read('k')).toBeUndefined();
  });
});
