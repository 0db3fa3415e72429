import type { CartLine } from '../domain/cart';
import { isCurrencyDisplay } from '../storage/currency-display';
import {
  arrayOf,
  isBoolean,
  isInteger,
  isPositiveInteger,
  isString,
  nullable,
  objectOf,
  optional,
} from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';

export const isCartLine = objectOf<CartLine>({
  product: objectOf<CartLine['product']>({
    id: isString,
    title: isString,
    image: nullable(isString),
    brand: nullable(isString),
  }),
  variant: objectOf<CartLine['variant']>({
    id: isString,
    title: isString,
    price_in_cents: isInteger,
    sale_price_in_cents: nullable(isInteger),
    currency: isString,
    currency_display: optional(isCurrencyDisplay),
    manage_inventory: isBoolean,
    inventory_quantity: nullable(isInteger),
  }),
  quantity: isPositiveInteger,
});

/** The cart in browser storage (`window.localStorage` and `window` in the app). */
export function createCartStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<CartLine[]>({
    key: storageKeys.cart,
    storage,
    events,
    guard: arrayOf(isCartLine),
    fallback: [],
  });
}
