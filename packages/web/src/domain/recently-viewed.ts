import type { WishlistItem } from './wishlist';

/** How many products « Vus récemment » keeps (issue 27). */
export const RECENTLY_VIEWED_MAX = 12;

/**
 * A product the shopper opened, as a list shows it again: the same shape as a saved product (its displayed
 * variant, price and photo as seen), so one guard and one card serve both.
 */
export type RecentlyViewed = WishlistItem;

/** The list once `entry` is seen again: first, once, the oldest beyond the limit dropped. */
export function withViewed(list: readonly RecentlyViewed[], entry: RecentlyViewed): RecentlyViewed[] {
  return [entry, ...list.filter((item) => item.productId !== entry.productId)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list without a product the store no longer sells. */
export function withoutProduct(list: readonly RecentlyViewed[], productId: string): RecentlyViewed[] {
  return list.filter((item) => item.productId !== productId);
}
