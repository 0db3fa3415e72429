import {
  type Product,
  type ProductListEnvelope,
  type ProductListResponse,
  productSchema,
} from '@aurele/storefront-contract';
import type { z } from 'zod';

/** A list product that does not fit the contract: its id when it has a string one, and where it does not fit. */
export interface SkippedProduct {
  productId?: string;
  /** Dotted paths from the product (`variants.0.prices.0.amount`); `$` is the product itself. */
  paths: string[];
}

/** Enough to find the fault; a product broken everywhere must not make a log line of megabytes. */
const MAX_PATHS = 20;
const MAX_ID_LENGTH = 128;

/**
 * The list answer checked product by product: one that does not fit is left out (and reported), the others are
 * served. `count` is the storefront's less the products left out here, never below the products served.
 */
export function readProductList(
  envelope: ProductListEnvelope,
  requested: { offset?: number; limit?: number },
): { list: ProductListResponse; skipped: SkippedProduct[] } {
  const products: Product[] = [];
  const skipped: SkippedProduct[] = [];
  for (const candidate of envelope.products) {
    const parsed = productSchema.safeParse(candidate);
    if (parsed.success) products.push(parsed.data);
    else skipped.push({ productId: idOf(candidate), paths: failingPaths(parsed.error) });
  }
  const offset = envelope.offset ?? requested.offset ?? 0;
  const total = envelope.count ?? offset + envelope.products.length;
  return {
    list: {
      products,
      count: Math.max(products.length, total - skipped.length),
      offset,
      limit: envelope.limit ?? requested.limit ?? envelope.products.length,
    },
    skipped,
  };
}

function idOf(candidate: unknown): string | undefined {
  if (typeof candidate !== 'object' || candidate === null || !('id' in candidate)) return undefined;
  return typeof candidate.id === 'string' ? candidate.id.slice(0, MAX_ID_LENGTH) : undefined;
}

function failingPaths(error: z.ZodError): string[] {
  const paths = error.issues.map(({ path }) => (path.length > 0 ? path.map(String).join('.') : '$'));
  return [...new Set(paths)].slice(0, MAX_PATHS);
}
