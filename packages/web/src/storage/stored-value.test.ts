import { describe, expect, it, vi } from 'vitest';
import { FakeStorage, fakeBrowserForEachTest, storageEvent } from '../testing/fake-storage';
import { arrayOf, isString } from './guards';
import { createStoredValue } from './stored-value';

const KEY = 'aurele:test:v1';

describe('createStoredValue', () => {
  const browser = fakeBrowserForEachTest();
  const create = () =>
    createStoredValue({
      key: KEY,
      storage: browser.storage,
      events: browser.tabs,
      guard: arrayOf(isString),
      fallback: [] as string[],
    });

  it('writes JSON under its key and reads it back', () => {
    const value = create();
    expect(value.write(['a', 'b'])).toEqual({ ok: true });
    expect(browser.storage.items.get(KEY)).toBe('["a","b"]');
    expect(value.read()).toEqual(['a', 'b']);
  });

  it('reads the fallback when nothing is stored, without a warning', () => {
    expect(create().read()).toEqual([]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('logs and ignores data that is not JSON or not of its shape', () => {
    browser.storage.items.set(KEY, '{oops');
    expect(create().read()).toEqual([]);
    browser.storage.items.set(KEY, '[1,2]');
    expect(create().read()).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('reads the fallback when storage is forbidden', () => {
    browser.storage.failure = new DOMException('denied', 'SecurityError');
    expect(create().read()).toEqual([]);
  });

  it('turns a full storage into a quota result instead of throwing', () => {
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    expect(create().write(['a'])).toEqual({ ok: false, reason: 'quota' });
  });

  it('tells any other failure apart', () => {
    browser.storage.failure = new DOMException('denied', 'SecurityError');
    expect(create().write(['a'])).toEqual({ ok: false, reason: 'unavailable' });
  });

  describe('subscribe', () => {
    it('passes on what another tab wrote under its key', () => {
      const listener = vi.fn();
      create().subscribe(listener);
      browser.tabs.dispatchEvent(storageEvent(browser.storage, KEY, '["x"]'));
      expect(listener).toHaveBeenCalledWith(['x']);
    });

    it('passes on the fallback when the key is removed or the storage cleared', () => {
      const listener = vi.fn();
      create().subscribe(listener);
      browser.tabs.dispatchEvent(storageEvent(browser.storage, KEY, null));
      browser.tabs.dispatchEvent(storageEvent(browser.storage, null, null));
      expect(listener.mock.calls).toEqual([[[]], [[]]]);
    });

    it('ignores other keys, other storages and unreadable values', () => {
      const listener = vi.fn();
      create().subscribe(listener);
      browser.tabs.dispatchEvent(storageEvent(browser.storage, 'aurele:other:v1', '["x"]'));
      browser.tabs.dispatchEvent(storageEvent(new FakeStorage(), KEY, '["x"]'));
      browser.tabs.dispatchEvent(storageEvent(browser.storage, KEY, '{"not":"a list"}'));
      expect(listener).not.toHaveBeenCalled();
      expect(console.warn).toHaveBeenCalledTimes(1);
    });

    it('stops listening once unsubscribed', () => {
      const listener = vi.fn();
      const unsubscribe = create().subscribe(listener);
      unsubscribe();
      browser.tabs.dispatchEvent(storageEvent(browser.storage, KEY, '["x"]'));
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
