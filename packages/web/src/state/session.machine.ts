import { assign, setup } from 'xstate';
import type { User } from '../domain/user';
import type { NoticeEvent } from '../shared/notice';
import { followOtherTabs } from '../storage/follow-other-tabs';
import type { StoredValue } from '../storage/stored-value';
import { persist } from './persist';

export interface SessionInput {
  /** Where the signed-in user is kept: `createSessionStore(window.localStorage, window)` in the app. */
  store: StoredValue<User | null>;
}

export interface SessionContext {
  store: StoredValue<User | null>;
  /** null when nobody is signed in. */
  user: User | null;
}

export type SessionEvent =
  /** Login and registration decide who the user is (SPEC §4 auth screen); the session only keeps them. */
  | { type: 'session.signIn'; user: User }
  | { type: 'session.signOut' }
  /** The user another tab stored (or null); sent by the machine itself from `storage` events. */
  | { type: 'session.sync'; user: User | null };

/** Who is signed in on this browser, kept in storage and followed across tabs (a sign-out anywhere signs out here). */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as NoticeEvent,
  },
  actors: {
    followOtherTabs: followOtherTabs((user: User | null) => ({ type: 'session.sync', user }) as const),
  },
  actions: {
    setUser: assign((_, user: User | null) => ({ user })),
    persist: persist((context: SessionContext) => context.user),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ store: input.store, user: input.store.read() }),
  invoke: { src: 'followOtherTabs', input: ({ context }) => ({ store: context.store }) },
  on: {
    'session.signIn': { actions: [{ type: 'setUser', params: ({ event }) => event.user }, 'persist'] },
    'session.signOut': { actions: [{ type: 'setUser', params: null }, 'persist'] },
    // Already stored by the other tab: writing it back would only echo.
    'session.sync': { actions: { type: 'setUser', params: ({ event }) => event.user } },
  },
});
