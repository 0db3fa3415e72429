import type { ProductDetail, VariantStockResponse } from '@aurele/storefront-contract';
import { detailView, stockView } from './api/product-views.js';
import type { Emulator } from './create-emulator.js';

/**
 * The emulator without its Node server, safe in a browser bundle: both apps over one in-memory state. The web app's
 * stories answer their requests with it, so a story shows the products the real stack serves, in their shapes.
 */
export { createEmulator, DEFAULT_STORE_ID, type Emulator, type EmulatorOptions } from './create-emulator.js';
export { DEFAULT_PROFILE, type StoreProfileName } from './profiles/index.js';

/** A product of the emulator's store by its seed's slug, as `GET /products/{id}` answers it, without a request. */
export function productBySlug({ state }: Emulator, slug: string): ProductDetail {
  const product = state.catalogue.bySlug(slug);
  if (!product) throw new Error(`The ${state.profile.name} store has no product ${slug}`);
  return detailView(state.patches.apply(product), state.inventory);
}

/** What `GET /variants` answers of a product's variants now, without a request. */
export function stockOf({ state }: Emulator, product: ProductDetail): VariantStockResponse['variants'] {
  return stockView(product, state.inventory);
}
