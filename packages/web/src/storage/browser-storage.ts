import type { StorageEventSource, StorageLike } from './stored-value';

/** A Storage kept in memory: where the browser forbids storage, and while pages are prerendered at build time. */
function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function reachable(read: () => Storage): StorageLike | null {
  try {
    return read();
  } catch {
    return null; // Storage access throws in some privacy modes.
  }
}

const inBrowser = typeof window !== 'undefined';

/** `localStorage`, or memory where there is none. */
export function browserLocalStorage(): StorageLike {
  return (inBrowser && reachable(() => window.localStorage)) || memoryStorage();
}

/** `sessionStorage`, or memory where there is none. */
export function browserSessionStorage(): StorageLike {
  return (inBrowser && reachable(() => window.sessionStorage)) || memoryStorage();
}

/** Where other tabs' `storage` events arrive. */
export function storageEvents(): StorageEventSource {
  return inBrowser ? window : new EventTarget();
}
