import type { CartLine } from '../domain/cart';
import { arrayOf } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';
import { isCartLine } from './cart-store';

/**
 * The lines this tab last went to pay for (`window.sessionStorage` in the app): the cart is emptied on /success,
 * so the page recaps the order from here. Per tab, as a payment is.
 */
export function createOrderRecapStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<CartLine[]>({
    key: storageKeys.orderRecap,
    storage,
    events,
    guard: arrayOf(isCartLine),
    fallback: [],
  });
}
