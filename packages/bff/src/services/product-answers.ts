import {
  type ProductDetailResponse,
  productDetailResponseSchema,
  productListEnvelopeSchema,
} from '@aurele/storefront-contract';
import type { SwrCache } from '../cache/swr-cache.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { type JsonAnswer, toJsonAnswer } from '../http/json-answer.js';
import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient, UpstreamAnswer } from '../storefront/client.js';
import { readProductList } from '../storefront/product-list.js';
import { UpstreamError } from '../storefront/upstream-error.js';

export interface ProductAnswersDeps {
  storefront: StorefrontClient;
  cache: SwrCache<JsonAnswer>;
  warn: WarnLog;
}

/**
 * The product answers as the browser gets them, through one cache: `/api/products` and the pages the BFF renders
 * read the same entries, so a warm API warms the pages and the other way round. The correlation id is the
 * caller's only when its own call loaded the answer: a cache hit has none.
 */
export function productAnswers({ storefront, cache, warn }: ProductAnswersDeps) {
  // The detail each answer was made from, while this process holds the answer: a rendered page reads the object,
  // not its own bytes parsed again. An answer a byte store gave back (the Cache API) is parsed once instead.
  const details = new WeakMap<JsonAnswer, ProductDetailResponse>();
  const detailOf = (answer: JsonAnswer): ProductDetailResponse =>
    details.get(answer) ?? (JSON.parse(new TextDecoder().decode(answer.body)) as ProductDetailResponse);

  const cached = (key: string, load: () => Promise<UpstreamAnswer<JsonAnswer>>) => {
    let correlationId: string | undefined;
    return cache
      .get(key, async () => {
        const loaded = await load();
        correlationId = loaded.correlationId;
        return loaded.data;
      })
      .then((data): UpstreamAnswer<JsonAnswer> => ({ data, correlationId }));
  };

  /** One product by a checked id; a 404 of the storefront is the shop's « product not found ». */
  const detail = (id: string, query: URLSearchParams) => {
    const path = `products/${id}`;
    return cached(`${path}?${query}`, async () => {
      const { data, correlationId } = await storefront.get(path, query, productDetailResponseSchema);
      const answer = await toJsonAnswer(data);
      details.set(answer, data);
      return { data: answer, correlationId };
    }).catch(asProductNotFound);
  };

  return {
    /** The list for a checked query (`requested`, as `query`); an empty query is the whole catalogue. */
    list(requested: { offset?: number; limit?: number }, query: URLSearchParams) {
      return cached(`products?${query}`, async () => {
        const { data, correlationId } = await storefront.get('products', query, productListEnvelopeSchema);
        const { list, skipped } = readProductList(data, requested);
        for (const product of skipped) {
          warn('product-skipped', { ...product, upstreamCorrelationId: correlationId });
        }
        return { data: await toJsonAnswer(list), correlationId };
      });
    },
    detail,
    /** The same answer as data, for the pages the BFF renders: the `/api/products/:id` cache entry, read as is. */
    product: (id: string) =>
      detail(id, new URLSearchParams()).then(
        ({ data, correlationId }): UpstreamAnswer<ProductDetailResponse> => ({
          data: detailOf(data),
          correlationId,
        }),
      ),
  };
}

export type ProductAnswers = ReturnType<typeof productAnswers>;

/** On the detail call, the storefront's 404 means exactly this. */
function asProductNotFound(error: unknown): never {
  if (error instanceof UpstreamError && error.failure.kind === 'status' && error.failure.status === 404) {
    throw new HttpError(404, errorMessages.productNotFound);
  }
  throw error;
}
