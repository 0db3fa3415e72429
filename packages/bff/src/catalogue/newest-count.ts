import { productDetailResponseSchema } from '@aurele/storefront-contract';
import type { StorefrontClient } from '../storefront/client.js';

/** « Nouveautés »: created within the last 90 days (docs/product/decisions.md). */
const NEW_ARRIVAL_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of `newestFirst` (product ids in the storefront's `created_at` DESC order) were created within the last
 * 90 days. Lists carry no creation date, the detail call does: the boundary is found by bisection, about
 * log2(n) detail calls (15 for 20 000 products), not one per product. A detail without a date counts as old.
 */
export async function countNewArrivals(
  storefront: StorefrontClient,
  newestFirst: readonly string[],
  now: number,
): Promise<number> {
  const since = now - NEW_ARRIVAL_DAYS * DAY_MS;
  const isNew = async (id: string) => {
    const { data } = await storefront.get(
      `products/${encodeURIComponent(id)}`,
      new URLSearchParams(),
      productDetailResponseSchema,
    );
    const created = Date.parse(data.product.created_at ?? '');
    return created >= since;
  };
  // Invariant: the first `low` are new, those from `high` on are not.
  let low = 0;
  let high = newestFirst.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (await isNew(newestFirst[middle] as string)) low = middle + 1;
    else high = middle;
  }
  return low;
}
