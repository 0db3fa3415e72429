import { assign, emit, enqueueActions, setup } from 'xstate';
import type { User } from '../../domain/user';
import {
  type AuthAction,
  type AuthError,
  type AuthForm,
  type AuthWorld,
  attemptAuth,
  emptyAuthForm,
} from './auth-attempt';

export interface AuthContext {
  world: AuthWorld;
  form: AuthForm;
  /** The last refused submit, shown until the next submit or a change of form. */
  error: AuthError | null;
}

export type AuthEvent =
  | { type: 'auth.chooseClient' }
  | { type: 'auth.chooseAdmin' }
  /** Back to the choice; the form is cleared. */
  | { type: 'auth.back' }
  /** Login ↔ register, in client mode only. */
  | { type: 'auth.toggle' }
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
 * The auth screen (SPEC §4): choice → client or admin mode → login, or register in client mode; back returns to
 * the choice and clears the form. Submits follow DECISIONS.md's outcomes table (`auth-attempt.ts`).
 */
export const authMachine = setup({
  types: {
    input: {} as AuthWorld,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as SignedInEvent,
  },
  actions: {
    clear: assign({ form: emptyAuthForm, error: null }),
    clearError: assign({ error: null }),
    change: assign(({ context }, form: Partial<AuthForm>) => ({ form: { ...context.form, ...form } })),
    attempt: enqueueActions(({ context, enqueue }, action: AuthAction) => {
      const result = attemptAuth(action, context.form, context.world);
      if (result.ok) enqueue.raise({ type: 'auth.accepted', user: result.user });
      else enqueue.assign({ error: result.error });
    }),
    signedIn: emit((_, params: { user: User; registered: boolean }) => ({
      type: 'auth.signedIn' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ world: input, form: emptyAuthForm, error: null }),
  initial: 'choice',
  on: {
    'auth.change': { actions: { type: 'change', params: ({ event }) => event.form } },
  },
  states: {
    choice: {
      on: {
        'auth.chooseClient': { target: 'client' },
        'auth.chooseAdmin': { target: 'admin' },
      },
    },
    client: {
      initial: 'login',
      on: { 'auth.back': { target: 'choice', actions: 'clear' } },
      states: {
        login: {
          on: {
            'auth.toggle': { target: 'register', actions: 'clearError' },
            'auth.submit': { actions: { type: 'attempt', params: 'client-login' } },
            'auth.accepted': {
              target: '#auth.signedIn',
              actions: { type: 'signedIn', params: ({ event }) => ({ user: event.user, registered: false }) },
            },
          },
        },
        register: {
          on: {
            'auth.toggle': { target: 'login', actions: 'clearError' },
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
        'auth.back': { target: 'choice', actions: 'clear' },
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
