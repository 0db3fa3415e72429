import { assign, fromPromise, setup } from 'xstate';

/** What the fetch needs (a product id), boxed: XState cannot infer an invoke's input typed `unknown`. */
export interface ResourceInput {
  value: unknown;
  /** What the server rendered the page with: the resource starts loaded with it and fetches nothing. */
  initial?: unknown;
}

export interface ResourceContext {
  input: ResourceInput;
  /** Set once loaded. */
  data: unknown;
  /** Why the last attempt failed: what the page shows under its French heading. */
  error: unknown;
}

/** « Réessayer » after a failure. */
export type ResourceEvent = { type: 'resource.retry' };

const resourceBase = setup({
  types: {
    input: {} as ResourceInput,
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  guards: {
    servedByTheServer: ({ context }) => context.input.initial !== undefined,
  },
  actors: {
    // Each resource provides its own fetch.
    load: fromPromise<unknown, ResourceInput>(() => Promise.reject(new Error('No load provided'))),
  },
}).createMachine({
  context: ({ input }) => ({ input, data: input.initial ?? null, error: null }),
  initial: 'starting',
  states: {
    // Eventless, so even the actor's first snapshot (the server's render, the hydration) is already loaded.
    starting: {
      always: [{ guard: 'servedByTheServer', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.input,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loaded: {},
    failed: {
      on: { 'resource.retry': 'loading' },
    },
  },
});

/** The machine of a resource, typed with what it loads (`Output`) from what (`Input`). */
export type ResourceMachine<Output, Input> = typeof resourceBase & {
  readonly types: { readonly output?: Output; readonly input?: Input };
};

/**
 * Something a page fetches when it opens (the catalogue, one product): loading, then loaded or failed, and
 * failed can try again. The fetch is the `load` actor, so tests and stories can `.provide()` their own; it is
 * aborted when the page goes away. A page whose input changes (another product id) remounts with a new actor.
 */
export function resourceMachine<Output, Input = undefined>(
  load: (input: Input, signal: AbortSignal) => Promise<Output>,
): ResourceMachine<Output, Input> {
  return resourceBase.provide({
    actors: {
      load: fromPromise<unknown, ResourceInput>(({ input, signal }) => load(input.value as Input, signal)),
    },
  }) as ResourceMachine<Output, Input>;
}

/** What a page renders from a resource's snapshot. */
export type ResourceState<Output> =
  | { status: 'loading' }
  | { status: 'loaded'; data: Output }
  | { status: 'failed'; error: unknown };

export function resourceState<Output>(snapshot: {
  value: unknown;
  context: ResourceContext;
}): ResourceState<Output> {
  const { data, error } = snapshot.context;
  // `data` is what this resource's own `load` resolved with.
  if (snapshot.value === 'loaded') return { status: 'loaded', data: data as Output };
  if (snapshot.value === 'failed') return { status: 'failed', error };
  return { status: 'loading' };
}
