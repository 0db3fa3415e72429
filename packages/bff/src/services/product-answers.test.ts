import { observedDetailProduct } from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { type CacheStore, memoryStore } from '../cache/cache-store.js';
import { SwrCache } from '../cache/swr-cache.js';
import { HttpError } from '../http/errors.js';
import type { JsonAnswer } from '../http/json-answer.js';
import { createStorefrontClient } from '../storefront/client.js';
import { FAKE_STOREFRONT, storefrontAnswer } from '../testing/fake-storefront.js';
import { productAnswers } from './product-answers.js';

const product = observedDetailProduct();

/** Product answers over a storefront that answers `answer` and counts its calls, kept in `store`. */
function answersOver(store: CacheStore<JsonAnswer>, answer = () => storefrontAnswer({ product })) {
  const calls = { count: 0 };
  const storefront = createStorefrontClient({
    apiUrl: FAKE_STOREFRONT.apiOrigin,
    storeId: FAKE_STOREFRONT.storeId,
    timeoutMs: 1_000,
    fetch: async () => {
      calls.count += 1;
      return answer();
    },
  });
  const cache = new SwrCache<JsonAnswer>({ freshMs: 30_000, staleMs: 0, now: () => 0, store });
  return { answers: productAnswers({ storefront, cache, warn: () => {} }), calls };
}

/** A store that keeps bytes only, as the Cache API does: every read is a new entry made from them. */
function byteStore(): CacheStore<JsonAnswer> {
  const kept = memoryStore<JsonAnswer>(10);
  return {
    read: async (key) => {
      const entry = await kept.read(key);
      return entry && { ...entry, value: { body: entry.value.body.slice(), etag: entry.value.etag } };
    },
    write: (key, entry) => kept.write(key, entry),
    delete: (key) => kept.delete(key),
  };
}

describe('productAnswers().product', () => {
  it('gives a rendered page the very detail the API answer was made from, not its bytes parsed again', async () => {
    const { answers, calls } = answersOver(memoryStore(10));
    const first = await answers.product(product.id as string);
    expect(first.data.product).toMatchObject({ id: product.id, title: product.title });
    const again = await answers.product(product.id as string);
    expect(again.data).toBe(first.data);
    // The API reads the same cache entry: one storefront call for both.
    const api = await answers.detail(product.id as string, new URLSearchParams());
    expect(JSON.parse(new TextDecoder().decode(api.data.body))).toEqual(first.data);
    expect(calls.count).toBe(1);
  });

  it('reads an answer a byte store gave back, as the Cache API does on workerd', async () => {
    const { answers, calls } = answersOver(byteStore());
    const first = await answers.product(product.id as string);
    const again = await answers.product(product.id as string);
    expect(again.data).toEqual(first.data);
    expect(again.data).not.toBe(first.data);
    expect(calls.count).toBe(1);
  });

  it("answers the storefront's 404 as the shop's « Produit introuvable. »", async () => {
    const { answers } = answersOver(memoryStore(10), () =>
      storefrontAnswer({ message: 'Product not found', type: 'not_found' }, 404),
    );
    const failure = await answers.product('prod_unknown').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 404, message: 'Produit introuvable.' });
  });
});
