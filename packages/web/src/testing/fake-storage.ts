import { afterEach, beforeEach, vi } from 'vitest';
import type { StorageLike } from '../storage/stored-value';

/** An in-memory Storage for tests, that can be told to fail like a full or forbidden one. */
export class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failure: Error | undefined;

  getItem(key: string): string | null {
    if (this.failure) throw this.failure;
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failure) throw this.failure;
    this.items.set(key, value);
  }
}

/** What a browser dispatches on the other tabs when one writes `key` (Node has no StorageEvent class). */
export function storageEvent(storageArea: StorageLike, key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue, storageArea });
}

export interface FakeBrowser {
  storage: FakeStorage;
  /** Where other tabs' `storage` events arrive. */
  tabs: EventTarget;
  /** The parsed JSON stored under `key`, null when there is none. */
  stored(key: string): unknown;
}

/** A fresh storage and tab-event target for each test of the calling file, with storage warnings silenced. */
export function fakeBrowserForEachTest(): FakeBrowser {
  const browser: FakeBrowser = {
    storage: new FakeStorage(),
    tabs: new EventTarget(),
    stored: (key) => JSON.parse(browser.storage.items.get(key) ?? 'null'),
  };
  beforeEach(() => {
    browser.storage = new FakeStorage();
    browser.tabs = new EventTarget();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return browser;
}
