import { isInteger, isString, nullable, objectOf } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import { createStoredValue, type StorageEventSource, type StorageLike } from '../storage/stored-value';

/** Where the shopper was in a list when its document went away: the history entry's key and the scroll. */
export interface ListScroll {
  entry: string;
  y: number;
}

/** The scroll a reloaded list goes back to (`window.sessionStorage` and `window` in the app). */
export function createListScrollStore(storage: StorageLike, events: StorageEventSource) {
  return createStoredValue<ListScroll | null>({
    key: storageKeys.listScroll,
    storage,
    events,
    guard: nullable(objectOf<ListScroll>({ entry: isString, y: isInteger })),
    fallback: null,
  });
}
