import type { WishlistItem } from '../domain/wishlist';
import { isCurrencyDisplay } from '../storage/currency-display';
import { arrayOf, isInteger, isString, nullable, objectOf, optional } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';

export const isWishlistItem = objectOf<WishlistItem>({
  productId: isString,
  variantId: nullable(isString),
  name: isString,
  brand: nullable(isString),
  priceInCents: nullable(isInteger),
  currency: nullable(isString),
  currencyDisplay: optional(isCurrencyDisplay),
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
