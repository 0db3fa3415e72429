import { assign, emit, enqueueActions, raise, setup } from 'xstate';
import type { User } from '../../domain/user';
import {
  type AuthAction,
  type AuthError,
  type AuthForm,
  type AuthWorld,
  attemptAuth,
  emptyAuthForm,
} from './auth-attempt';
import type { AuthScreen } from './auth-screen';
import { browserAuthWorld } from './browser-auth-world';

/** What the page starts the machine with: the step its address names. */
export interface AuthInput {
  screen: AuthScreen;
}

export interface AuthContext {
  /** The step the page was drawn on, which the machine opens on: the hydration draws what the server drew. */
  opening: AuthScreen;
  form: AuthForm;
  /** The last refused submit, shown until the next submit or a change of form. */
  error: AuthError | null;
}

export type AuthEvent =
  /**
   * The screen the address asks for (`auth-screen.ts`): the choice and its links work before the app runs, so the
   * address, not a click handler, says where the shopper is. Back to the choice clears the form; login ↔ register
   * (client mode only) keeps what was typed.
   */
  | { type: 'auth.show'; screen: AuthScreen }
  | { type: 'auth.change'; form: Partial<AuthForm> }
  | { type: 'auth.submit' }
  /** Raised by the machine itself when a submit is accepted. */
  | { type: 'auth.accepted'; user: User };

/** Emitted once the user is decided: the page signs them in and goes on. */
export interface SignedInEvent {
  type: 'auth.signedIn';
  user: User;
  registered: boolean;
}

/**
 * The machine's `attempt` action: a submit's outcome in `world`, raised when accepted, kept to show when refused.
 * The app decides in this browser's world; tests give theirs with `.provide({ actions: { attempt: attemptIn(…) } })`.
 */
export function attemptIn(world: AuthWorld) {
  // Typed by hand: the machine's own types, with which submit it is as its params.
  return enqueueActions<
    AuthContext,
    AuthEvent,
    AuthAction,
    AuthEvent,
    never,
    never,
    never,
    never,
    SignedInEvent
  >(({ context, enqueue }, action) => {
    const result = attemptAuth(action, context.form, world);
    if (result.ok) enqueue.raise({ type: 'auth.accepted', user: result.user });
    else enqueue.assign({ error: result.error });
  });
}

/**
 * The auth screen (docs/product/data-and-states.md#states-and-transitions): choice → client or admin mode → login, or
 * register in client mode; back returns to the choice and clears the form. Each step is an address (`auth.show`), so a
 * choice made before the app ran is the screen it opens on (`opening`), before its first render. Submits follow
 * docs/product/decisions.md's outcomes table (`auth-attempt.ts`).
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as SignedInEvent,
  },
  guards: {
    shows: ({ event }, screen: AuthScreen) => event.type === 'auth.show' && event.screen === screen,
  },
  actions: {
    clear: assign({ form: emptyAuthForm, error: null }),
    clearError: assign({ error: null }),
    change: assign(({ context }, form: Partial<AuthForm>) => ({ form: { ...context.form, ...form } })),
    signedIn: emit((_, params: { user: User; registered: boolean }) => ({
      type: 'auth.signedIn' as const,
      ...params,
    })),
    attempt: attemptIn(browserAuthWorld),
  },
}).createMachine({
  id: 'auth',
  context: ({ input: { screen } }) => ({
    opening: screen,
    form: emptyAuthForm,
    error: null,
  }),
  initial: 'choice',
  // Taken before the first snapshot is read: the machine is already on that step when the page first renders.
  entry: raise(({ context }) => ({ type: 'auth.show' as const, screen: context.opening })),
  on: {
    'auth.change': { actions: { type: 'change', params: ({ event }) => event.form } },
  },
  states: {
    choice: {
      on: {
        'auth.show': [
          { guard: { type: 'shows', params: 'client-login' }, target: 'client.login' },
          { guard: { type: 'shows', params: 'register' }, target: 'client.register' },
          { guard: { type: 'shows', params: 'admin-login' }, target: 'admin' },
        ],
      },
    },
    client: {
      initial: 'login',
      on: {
        'auth.show': [
          { guard: { type: 'shows', params: 'choice' }, target: 'choice', actions: 'clear' },
          { guard: { type: 'shows', params: 'admin-login' }, target: 'admin', actions: 'clear' },
        ],
      },
      states: {
        login: {
          on: {
            'auth.show': {
              guard: { type: 'shows', params: 'register' },
              target: 'register',
              actions: 'clearError',
            },
            'auth.submit': { actions: { type: 'attempt', params: 'client-login' } },
            'auth.accepted': {
              target: '#auth.signedIn',
              actions: { type: 'signedIn', params: ({ event }) => ({ user: event.user, registered: false }) },
            },
          },
        },
        register: {
          on: {
            'auth.show': {
              guard: { type: 'shows', params: 'client-login' },
              target: 'login',
              actions: 'clearError',
            },
            'auth.submit': { actions: { type: 'attempt', params: 'register' } },
            'auth.accepted': {
              target: '#auth.signedIn',
              actions: { type: 'signedIn', params: ({ event }) => ({ user: event.user, registered: true }) },
            },
          },
        },
      },
    },
    admin: {
      on: {
        'auth.show': [
          { guard: { type: 'shows', params: 'choice' }, target: 'choice', actions: 'clear' },
          { guard: { type: 'shows', params: 'client-login' }, target: 'client.login', actions: 'clear' },
          { guard: { type: 'shows', params: 'register' }, target: 'client.register', actions: 'clear' },
        ],
        'auth.submit': { actions: { type: 'attempt', params: 'admin-login' } },
        'auth.accepted': {
          target: 'signedIn',
          actions: { type: 'signedIn', params: ({ event }) => ({ user: event.user, registered: false }) },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
