import type { CatalogueQuery } from '@aurele/storefront-contract';
import { assign, fromPromise, setup } from 'xstate';
import { type CataloguePage, shopApi } from '../../storefront/shop-api';

export interface CataloguePagesInput {
  /** The list's query; its `page` is the first one shown. */
  query: CatalogueQuery;
  /** Pages at hand, in order: the route loader's, or those shown before the shopper went back. */
  pages: CataloguePage[];
}

export interface CataloguePagesContext extends CataloguePagesInput {
  /** Why the last fetch failed. */
  error: unknown;
}

/** « Voir plus »: the next page, added below. */
export type CataloguePagesEvent = { type: 'catalogue.more' };

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
 * One list of the shop: the pages of a query that « Voir plus » adds to, from the page its route loaded (or those
 * shown before the shopper went back). ready → loadingMore → ready, or moreFailed, from which « Voir plus » tries
 * again.
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
    hasMore: ({ context }) => hasMore(context),
  },
}).createMachine({
  id: 'cataloguePages',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'ready',
  states: {
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
