import { observedDetailProduct, observedListProduct } from '@aurele/storefront-contract/fixtures';
import { createStorefrontClient } from '../storefront/client.js';
import { FAKE_STOREFRONT, storefrontAnswer } from './fake-storefront.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PagedStorefrontOptions {
  /** Products in the store; the first is the newest, created `daysApart` after the next, and so on. */
  size: number;
  /** The moment the newest was created. */
  newest: number;
  daysApart?: number;
  /** Answers one call (its URL) with a fault instead, or undefined to answer it. */
  fault?: (url: URL) => Response | undefined;
}

/**
 * A storefront of `size` real-shaped products that pages as the real one does: `offset`/`limit`, at most 1 000 a
 * call, `sort_by=created_at&order=DESC` honoured (its natural order here), the creation date on the detail only.
 */
export function pagedStorefront({ size, newest, daysApart = 1, fault }: PagedStorefrontOptions) {
  const idOf = (n: number) => `prod_${String(n).padStart(26, '0')}`;
  const createdAt = (n: number) => new Date(newest - n * daysApart * DAY_MS).toISOString();
  const listProduct = (n: number) =>
    observedListProduct({ id: idOf(n), title: `Pièce ${n}`, order: size - n });
  const calls: URL[] = [];

  const answer = (url: URL): Response => {
    calls.push(url);
    const faulty = fault?.(url);
    if (faulty) return faulty;
    const [, id] = /\/products\/([^/]+)$/.exec(url.pathname) ?? [];
    if (id) {
      const n = Number(id.slice('prod_'.length));
      return storefrontAnswer({ product: observedDetailProduct({ id, created_at: createdAt(n) }) });
    }
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000), 1000);
    const last = Math.min(size, offset + limit);
    const products = Array.from({ length: Math.max(0, last - offset) }, (_, k) => listProduct(offset + k));
    return storefrontAnswer({ products, count: size, offset, limit });
  };

  const fetch: typeof globalThis.fetch = async (input) => answer(new URL(String(input)));
  return {
    idOf,
    calls,
    fetch,
    client: createStorefrontClient({
      apiUrl: FAKE_STOREFRONT.apiOrigin,
      storeId: FAKE_STOREFRONT.storeId,
      timeoutMs: 5_000,
      fetch,
    }),
  };
}

/** A paged storefront whose list calls answer 429 (rate limited) while `health.listFails`. */
export function flakyPagedStorefront(size: number, newest: number) {
  const health = { listFails: false };
  const store = pagedStorefront({
    size,
    newest,
    fault: (url) =>
      health.listFails && url.pathname.endsWith('/products') ? storefrontAnswer({}, 429) : undefined,
  });
  const listCalls = () => store.calls.filter((url) => url.pathname.endsWith('/products')).length;
  return { ...store, health, listCalls };
}
