import { isBoolean } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';

/** Whether the chat has been open in this browser session (`window.sessionStorage` and `window` in the app). */
export function createChatSessionStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<boolean>({
    key: storageKeys.chatOpened,
    storage,
    events,
    guard: isBoolean,
    fallback: false,
  });
}
