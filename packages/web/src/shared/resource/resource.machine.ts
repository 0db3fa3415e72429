import { type AnyEventObject, assign, type EventObject, fromCallback, setup } from 'xstate';

/** What a resource starts from: what its fetch needs (a product id), and what the server already rendered. */
export interface ResourceInput<Output, Input> {
  value: Input;
  /** What the server rendered the page with: the resource starts loaded with it and fetches nothing. */
  initial?: Output;
}

/**
 * Starts this actor's fetch, which sends its outcome back as a resource event. Its type names neither `Output`
 * nor `Input`: XState cannot type the invoke of an actor whose types are a generic machine's parameters.
 */
type StartFetch = (sendBack: (event: AnyEventObject) => void, signal: AbortSignal) => void;

export interface ResourceContext<Output> {
  start: StartFetch;
  /** Set once loaded, boxed so that any `Output` (even `undefined`) tells loaded from not yet. */
  loaded: { data: Output } | null;
  /** Why the last attempt failed: what the page shows under its French heading. */
  error: unknown;
}

export type ResourceEvent<Output> =
  /** « Réessayer » after a failure. */
  | { type: 'resource.retry' }
  /** Sent back by the fetch. */
  | { type: 'resource.loaded'; data: Output }
  | { type: 'resource.failed'; error: unknown };

/** Runs a fetch while its state lasts; leaving the state (the page goes away) aborts it. */
const fetchActor = fromCallback<EventObject, StartFetch>(({ input: start, sendBack }) => {
  const controller = new AbortController();
  start(sendBack, controller.signal);
  return () => controller.abort();
});

/**
 * Something a page fetches when it opens (the catalogue, one product): loading, then loaded or failed, and
 * failed can try again. A page whose input changes (another product id) remounts with a new actor.
 */
export function resourceMachine<Output, Input = undefined>(
  load: (input: Input, signal: AbortSignal) => Promise<Output>,
) {
  return setup({
    types: {
      input: {} as ResourceInput<Output, Input>,
      context: {} as ResourceContext<Output>,
      events: {} as ResourceEvent<Output>,
    },
    guards: {
      servedByTheServer: ({ context }) => context.loaded !== null,
    },
    actors: { fetch: fetchActor },
  }).createMachine({
    context: ({ input }) => ({
      start: (sendBack: (event: ResourceEvent<Output>) => void, signal: AbortSignal) => {
        load(input.value, signal).then(
          (data) => sendBack({ type: 'resource.loaded', data }),
          (error: unknown) => sendBack({ type: 'resource.failed', error }),
        );
      },
      loaded: input.initial === undefined ? null : { data: input.initial },
      error: null,
    }),
    initial: 'starting',
    states: {
      // Eventless, so even the actor's first snapshot (the server's render, the hydration) is already loaded.
      starting: {
        always: [{ guard: 'servedByTheServer', target: 'loaded' }, { target: 'loading' }],
      },
      loading: {
        // Annotated: XState leaves this mapper's argument untyped in a generic machine.
        invoke: { src: 'fetch', input: ({ context }: { context: ResourceContext<Output> }) => context.start },
        on: {
          'resource.loaded': {
            target: 'loaded',
            actions: assign({ loaded: ({ event }) => ({ data: event.data }), error: null }),
          },
          'resource.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loaded: {},
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
  context: ResourceContext<Output>;
}): ResourceState<Output> {
  const { loaded, error } = snapshot.context;
  if (snapshot.value === 'loaded' && loaded) return { status: 'loaded', data: loaded.data };
  if (snapshot.value === 'failed') return { status: 'failed', error };
  return { status: 'loading' };
}
