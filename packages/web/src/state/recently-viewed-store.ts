import type { RecentlyViewed } from '../domain/recently-viewed';
import { arrayOf } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';
import { isWishlistItem } from './wishlist-store';

/**
 * The products this browser opened last (`window.localStorage` in the app), for « Vus récemment »: kept here
 * only, never sent to the server; other tabs follow.
 */
export function createRecentlyViewedStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<RecentlyViewed[]>({
    key: storageKeys.recentlyViewed,
    storage,
    events,
    guard: arrayOf(isWishlistItem),
    fallback: [],
  });
}
