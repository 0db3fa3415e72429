import type { Guard } from './guards';

/** `localStorage` or `sessionStorage` in the browser; a fake in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Where `storage` events arrive: `window` in the browser, any EventTarget in tests. */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** A failed write says why, so the caller can show a notice; the value stays usable in memory. */
export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export interface StoredValue<T> {
  readonly key: string;
  /** The stored value, or the fallback when there is none or it cannot be read. Never throws. */
  read(): T;
  write(value: T): WriteResult;
  /** Calls `listener` when another tab changes the value; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface StoredValueOptions<T> {
  key: string;
  storage: StorageLike;
  events: StorageEventSource;
  guard: Guard<T>;
  fallback: T;
}

/** The fields of a StorageEvent this module reads (Node has no StorageEvent class, so tests build plain events). */
interface StorageChange {
  key: string | null;
  newValue: string | null;
  storageArea: unknown;
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || // Firefox
      error.code === 22 ||
      error.code === 1014)
  );
}

export function createStoredValue<T>({
  key,
  storage,
  events,
  guard,
  fallback,
}: StoredValueOptions<T>): StoredValue<T> {
  /** undefined when the text is not a value of this key's shape. */
  function parse(text: string): T | undefined {
    try {
      const value: unknown = JSON.parse(text);
      if (guard(value)) return value;
    } catch {
      // Not JSON: reported below like any other unreadable value.
    }
    console.warn(`Ignoring unreadable stored data under "${key}".`);
    return undefined;
  }

  return {
    key,
    read() {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch (error) {
        // Storage can be forbidden outright (privacy settings): the shop still works, without memory.
        console.warn(`Browser storage is unavailable for "${key}".`, error);
        return fallback;
      }
      return text === null ? fallback : (parse(text) ?? fallback);
    },
    write(value) {
      try {
        storage.setItem(key, JSON.stringify(value));
        return { ok: true };
      } catch (error) {
        console.warn(`Could not save "${key}" in browser storage.`, error);
        return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
      }
    },
    subscribe(listener) {
      const onStorage = (event: Event) => {
        const change = event as unknown as StorageChange;
        if (change.storageArea !== storage || (change.key !== null && change.key !== key)) return;
        // A null key means the whole storage was cleared; a null value, that this key was removed.
        if (change.key === null || change.newValue === null) return listener(fallback);
        const value = parse(change.newValue);
        if (value !== undefined) listener(value);
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
