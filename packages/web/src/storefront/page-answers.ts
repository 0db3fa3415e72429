import { catalogueQueryString, type PageAnswers } from '@aurele/shop-contract';
import { createStorefrontClient, type StorefrontClient } from './client';

/** The data pages' answers in the browser: the BFF's API, as the server gives them to the same loaders. */
export function createPageAnswers(client: StorefrontClient = createStorefrontClient()): PageAnswers {
  return {
    catalogue: (query, signal: AbortSignal) => client.getCatalogue(catalogueQueryString(query), signal),
    product: (id, signal: AbortSignal) => client.getProduct(id, signal),
  };
}
