import type { WishlistItem } from '../../domain/wishlist';
import { arrayOf, isInteger, isString, nullable, objectOf } from '../../storage/guards';
import { storageKeys } from '../../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../../storage/stored-value';

const isWishlistItem = objectOf<WishlistItem>({
  productId: isString,
  variantId: isString,
  name: isString,
  brand: nullable(isString),
  priceInCents: isInteger,
  currency: isString,
  image: nullable(isString),
});

/** The wishlist in browser storage (`window.localStorage` and `window` in the app). */
export function createWishlistStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<WishlistItem[]>({
    key: storageKeys.wishlist,
    storage,
    events,
    guard: arrayOf(isWishlistItem),
    fallback: [],
  });
}
