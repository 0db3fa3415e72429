import { describe, expect, it } from 'vitest';
import { storageKeys } from '../storage/keys';
import { fakeBrowserForEachTest } from '../testing/fake-storage';
import { aUser } from '../testing/user-fixtures';
import { createUserCopiesStore } from './user-copies';

const browser = fakeBrowserForEachTest();
const store = () => createUserCopiesStore(browser.storage, browser.tabs);

describe('user copies', () => {
  it('finds a saved user by e-mail, in any case', () => {
    const camille = aUser();
    expect(store().save(camille)).toEqual({ ok: true });
    expect(store().find(' Camille.Lambert@Example.be')).toEqual(camille);
    expect(store().find('lea@example.fr')).toBeNull();
  });

  it('moves the copy after a change of e-mail', () => {
    const camille = aUser();
    store().save(camille);
    store().save({ ...camille, email: 'camille@example.fr' }, camille.email);
    expect(Object.keys(browser.stored(storageKeys.userCopies) as object)).toEqual(['camille@example.fr']);
  });

  it('ignores unreadable copies', () => {
    browser.storage.items.set(storageKeys.userCopies, JSON.stringify({ x: { email: 1 } }));
    expect(store().find('x')).toBeNull();
  });

  it('says when the storage is full', () => {
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    expect(store().save(aUser())).toEqual({ ok: false, reason: 'quota' });
  });
});
