import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { storageFullNotice } from '../shared/messages';
import { storageKeys } from '../storage/keys';
import { storedValueActor } from '../storage/stored-value-actor';
import { fakeBrowserForEachTest, storageEvent } from '../testing/fake-storage';
import { aUser } from '../testing/user-fixtures';
import { sessionMachine } from './session.machine';
import { createSessionStore } from './session-store';

const camille = aUser({
  deliveryAddress: { street: 'Rue Haute 12', city: 'Bruxelles', zip: '1000', country: 'Belgique' },
});

const browser = fakeBrowserForEachTest();

/** The session over the fake browser's storage, started from what it holds, as the app starts it over the real one. */
function startSession() {
  const store = createSessionStore(browser.storage, browser.tabs);
  const machine = sessionMachine.provide({ actors: { store: storedValueActor(store) } });
  const actor = createActor(machine, { input: { user: store.read() } });
  const notices: unknown[] = [];
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.start();
  return { actor, notices, user: () => actor.getSnapshot().context.user };
}

const stored = () => browser.stored(storageKeys.currentUser);

describe('session machine', () => {
  it('starts signed out when nothing is stored', () => {
    expect(startSession().user()).toBeNull();
  });

  it('starts from the stored user', () => {
    browser.storage.items.set(storageKeys.currentUser, JSON.stringify(camille));
    expect(startSession().user()).toEqual(camille);
  });

  it('ignores a stored user of the wrong shape', () => {
    browser.storage.items.set(storageKeys.currentUser, JSON.stringify({ ...camille, role: 'owner' }));
    expect(startSession().user()).toBeNull();
  });

  it('signs in and out, keeping storage in step', () => {
    const { actor, user } = startSession();
    actor.send({ type: 'session.signIn', user: camille });
    expect(user()).toEqual(camille);
    expect(stored()).toEqual(camille);
    actor.send({ type: 'session.signOut' });
    expect(user()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('follows a sign-in and a sign-out in another tab', () => {
    const { user } = startSession();
    browser.tabs.dispatchEvent(
      storageEvent(browser.storage, storageKeys.currentUser, JSON.stringify(camille)),
    );
    expect(user()).toEqual(camille);
    browser.tabs.dispatchEvent(storageEvent(browser.storage, storageKeys.currentUser, null));
    expect(user()).toBeNull();
  });

  it('keeps the user in this tab and says so when storage is full', () => {
    const { actor, notices, user } = startSession();
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    actor.send({ type: 'session.signIn', user: camille });
    expect(user()).toEqual(camille);
    expect(notices).toEqual([storageFullNotice]);
  });
});
