import { assign, emit, sendTo, setup } from 'xstate';
import type { User } from '../domain/user';
import { storageFullNotice } from '../shared/messages';
import { type NoticeEvent, noticeEvent } from '../shared/notice';
import { type StoreEvent, storedValueActor, storeWrite } from '../storage/stored-value-actor';
import { browserStores } from './browser-stores';

export interface SessionInput {
  /** The stored user (`browserStores.session.read()` in the app). */
  user: User | null;
}

export interface SessionContext {
  /** null when nobody is signed in. */
  user: User | null;
}

export type SessionEvent =
  /**
   * Login and registration decide who the user is (docs/product/data-and-states.md#states-and-transitions auth screen);
   * the session only keeps them.
   */
  | { type: 'session.signIn'; user: User }
  | { type: 'session.signOut' }
  /** From the machine's own `store` actor: the user another tab stored (or null), or a full storage. */
  | StoreEvent<User | null>;

/** Who is signed in on this browser, kept in storage and followed across tabs (a sign-out anywhere signs out here). */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as NoticeEvent,
  },
  actors: {
    store: storedValueActor(browserStores.session),
  },
  actions: {
    setUser: assign((_, user: User | null) => ({ user })),
    // The `store` actor answers `store.full` when the browser storage is full.
    persist: sendTo('store', ({ context }) => storeWrite(context.user)),
    notifyStorageFull: emit(noticeEvent(storageFullNotice)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user }),
  invoke: { id: 'store', src: 'store' },
  on: {
    'session.signIn': { actions: [{ type: 'setUser', params: ({ event }) => event.user }, 'persist'] },
    'session.signOut': { actions: [{ type: 'setUser', params: null }, 'persist'] },
    // Already stored by the other tab: writing it back would only echo.
    'store.changed': { actions: { type: 'setUser', params: ({ event }) => event.value } },
    'store.full': { actions: 'notifyStorageFull' },
  },
});
