import { assign, fromPromise, setup } from 'xstate';

/** What a resource starts from: what its fetch needs (a product id). */
export interface ResourceInput<Input> {
  value: Input;
}

export interface ResourceContext<Output, Input> {
  /** What the fetch is given, each attempt. */
  value: Input;
  /** Set once loaded, boxed so that any `Output` (even `undefined`) tells loaded from not yet. */
  loaded: { data: Output } | null;
  /** Why the last attempt failed: what the page shows under its French heading. */
  error: unknown;
}

/** « Réessayer » after a failure. */
export type ResourceEvent = { type: 'resource.retry' };

/** Asks again, the data kept on screen meanwhile, while what was loaded says it is still being completed. */
export interface ResourceRefresh<Output> {
  while: (data: Output) => boolean;
  everyMs: number;
}

/**
 * Something a page fetches when it opens (the catalogue, one product): loading, then loaded or failed, and
 * failed can try again. `load` is the machine's `load` actor, which tests swap with `.provide()`; leaving the
 * loading state (the page goes away) aborts its signal. A page whose input changes (another product id)
 * remounts with a new actor. With `refresh`, loaded data that is still being completed (a stock being read) is
 * asked again every so often, the last answer shown meanwhile; a failed refresh keeps it.
 */
export function resourceMachine<Output, Input = undefined>(
  load: (input: Input, signal: AbortSignal) => Promise<Output>,
  refresh?: ResourceRefresh<Output>,
) {
  return setup({
    types: {
      input: {} as ResourceInput<Input>,
      context: {} as ResourceContext<Output, Input>,
      events: {} as ResourceEvent,
    },
    actors: {
      // Its input typed `unknown`, then cast: XState cannot type an invoke whose actor's input is a parameter of a
      // generic machine. The one invoke below gives it `context.value`, an `Input`.
      load: fromPromise<Output, unknown>(({ input, signal }) => load(input as Input, signal)),
    },
    guards: {
      incomplete: ({ context }) => (refresh && context.loaded ? refresh.while(context.loaded.data) : false),
    },
    delays: { refresh: refresh?.everyMs ?? 0 },
  }).createMachine({
    context: ({ input }) => ({ value: input.value, loaded: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          // Annotated: XState leaves this mapper's argument untyped in a generic machine.
          input: ({ context }: { context: ResourceContext<Output, Input> }) => context.value,
          onDone: {
            target: 'loaded',
            actions: assign({ loaded: ({ event }) => ({ data: event.output }), error: null }),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loaded: { after: { refresh: { guard: 'incomplete', target: 'refreshing' } } },
      refreshing: {
        invoke: {
          src: 'load',
          input: ({ context }: { context: ResourceContext<Output, Input> }) => context.value,
          onDone: { target: 'loaded', actions: assign({ loaded: ({ event }) => ({ data: event.output }) }) },
          onError: 'loaded',
        },
      },
      failed: {
        on: { 'resource.retry': 'loading' },
      },
    },
  });
}

/** The machine of a resource, typed with what it loads (`Output`) from what (`Input`). */
export type ResourceMachine<Output, Input> = ReturnType<typeof resourceMachine<Output, Input>>;

/** What a page renders from a resource's snapshot. */
export type ResourceState<Output> =
  | { status: 'loading' }
  | { status: 'loaded'; data: Output }
  | { status: 'failed'; error: unknown };

export function resourceState<Output>(snapshot: {
  value: unknown;
  context: Pick<ResourceContext<Output, unknown>, 'loaded' | 'error'>;
}): ResourceState<Output> {
  const { loaded, error } = snapshot.context;
  if ((snapshot.value === 'loaded' || snapshot.value === 'refreshing') && loaded)
    return { status: 'loaded', data: loaded.data };
  if (snapshot.value === 'failed') return { status: 'failed', error };
  return { status: 'loading' };
}
