import type { CatalogueQuery } from '@aurele/storefront-contract';
import { assign, fromPromise, setup } from 'xstate';
import { type CataloguePage, shopApi } from '../../storefront/shop-api';

export interface CataloguePagesInput {
  /** The list's query; its `page` is the first one shown. */
  query: CatalogueQuery;
  /** Pages already at hand, in order (the server's, or those shown before the shopper went back). */
  pages: CataloguePage[];
}

export interface CataloguePagesContext extends CataloguePagesInput {
  /** Why the last fetch failed. */
  error: unknown;
}

export type CataloguePagesEvent =
  /** « Voir plus »: the next page, added below. */
  | { type: 'catalogue.more' }
  /** « Réessayer » after the first page failed. */
  | { type: 'catalogue.retry' };

/** The page after the last one at hand, or the query's own page when none is. */
export function nextPageOf({ query, pages }: Pick<CataloguePagesContext, 'query' | 'pages'>): number {
  const last = pages.at(-1);
  return last ? last.page + 1 : query.page;
}

/** Whether the list holds products after the last page at hand. */
export function hasMore({ pages }: Pick<CataloguePagesContext, 'pages'>): boolean {
  const last = pages.at(-1);
  return last !== undefined && last.page * last.pageSize < last.total;
}

/**
 * One list of the shop: the pages of a query, fetched from the server, that « Voir plus » adds to. A first page the
 * server rendered (or that was shown before) is not fetched again. loadingFirst → ready | failed; ready → loadingMore
 * → ready, or moreFailed, from which « Voir plus » tries again.
 */
export const cataloguePagesMachine = setup({
  types: {
    input: {} as CataloguePagesInput,
    context: {} as CataloguePagesContext,
    events: {} as CataloguePagesEvent,
  },
  actors: {
    loadPage: fromPromise<CataloguePage, CatalogueQuery>(({ input, signal }) =>
      shopApi.loadCatalogue(input, signal),
    ),
  },
  guards: {
    hasPages: ({ context }) => context.pages.length > 0,
    hasMore: ({ context }) => hasMore(context),
  },
}).createMachine({
  id: 'cataloguePages',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'starting',
  states: {
    // Eventless: a list the server rendered is ready from the first snapshot, the hydration's.
    starting: { always: [{ guard: 'hasPages', target: 'ready' }, { target: 'loadingFirst' }] },
    loadingFirst: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ pages: ({ event }) => [event.output], error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: { on: { 'catalogue.retry': 'loadingFirst' } },
    ready: { on: { 'catalogue.more': { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...context.query, page: nextPageOf(context) }),
        onDone: {
          target: 'ready',
          actions: assign({ pages: ({ context, event }) => [...context.pages, event.output], error: null }),
        },
        onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    moreFailed: { on: { 'catalogue.more': 'loadingMore' } },
  },
});
