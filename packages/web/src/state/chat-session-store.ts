import { isBoolean } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';

/**
 * Whether the chat no longer opens itself in this browser session: it has been open, or the shopper was busy before
 * it could (`window.sessionStorage` and `window` in the app).
 */
export function createChatSessionStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<boolean>({
    key: storageKeys.chatOpened,
    storage,
    events,
    guard: isBoolean,
    fallback: false,
  });
}
