import { z } from 'zod';
import type { StoredProduct } from '../catalogue/stored-product.js';

/** The body of `POST /__control/products/{id}`: what a test rewrites in one product, e.g. a hostile description. */
export const productPatchSchema = z.strictObject({
  description: z.string().max(100_000),
});
export type ProductPatch = z.infer<typeof productPatchSchema>;

/**
 * Edits made to products through the control API, laid over the seed catalogue (which stays as built) until the
 * next reset, so a test can serve content the seed never holds.
 */
export class ProductPatches {
  readonly #patches = new Map<string, ProductPatch>();

  set(productId: string, patch: ProductPatch): void {
    this.#patches.set(productId, { ...this.#patches.get(productId), ...patch });
  }

  /** The product as served: the seed with its patch, if any. */
  apply(product: StoredProduct): StoredProduct {
    const patch = this.#patches.get(product.id);
    return patch ? { ...product, ...patch } : product;
  }

  clear(): void {
    this.#patches.clear();
  }
}
