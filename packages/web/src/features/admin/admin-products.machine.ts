import {
  type AdminProductsAnswer,
  type AdminProductsQuery,
  emptyAdminProductsQuery,
} from '@aurele/shop-contract';
import { assign, fromPromise, setup } from 'xstate';
import { adminApi } from '../../storefront/admin-api';
import { STOCK_POLL_MS } from './stock-poll';

export interface AdminProductsContext {
  query: AdminProductsQuery;
  /** The last answer, kept on screen while the next one loads (the table does not flash empty). */
  answer: AdminProductsAnswer | null;
  /** Why the last fetch failed. */
  error: unknown;
}

/**
 * `admin.change`: a new search, filter or sort (back to the first page); `admin.page`: another page of the same
 * query; `admin.retry` after a failure.
 */
export type AdminProductsEvent =
  | { type: 'admin.change'; change: Partial<Omit<AdminProductsQuery, 'page'>> }
  | { type: 'admin.page'; page: number }
  | { type: 'admin.retry' };

/**
 * The dashboard's product list: loading (the previous answer still shown) → ready, or failed, from which
 * « Réessayer » loads again. A change while loading starts over with the new query (the old fetch is aborted).
 * While the whole store's stock is being read, the same query is asked again every 2 s, so a sold-out filter
 * fills in and the freshness counts up.
 */
export const adminProductsMachine = setup({
  types: {
    context: {} as AdminProductsContext,
    events: {} as AdminProductsEvent,
    input: {} as { query?: AdminProductsQuery },
  },
  actors: {
    loadProducts: fromPromise<AdminProductsAnswer, AdminProductsQuery>(({ input, signal }) =>
      adminApi.products(input, signal),
    ),
  },
  guards: {
    stockBeingRead: ({ context }) => context.answer?.stock.reading != null,
  },
  delays: { stockPoll: STOCK_POLL_MS },
  actions: {
    change: assign({
      query: ({ context, event }) =>
        event.type === 'admin.change' ? { ...context.query, ...event.change, page: 1 } : context.query,
    }),
    turnPage: assign({
      query: ({ context, event }) =>
        event.type === 'admin.page' ? { ...context.query, page: event.page } : context.query,
    }),
  },
}).createMachine({
  id: 'adminProducts',
  context: ({ input }) => ({ query: input.query ?? emptyAdminProductsQuery, answer: null, error: null }),
  initial: 'loading',
  on: {
    'admin.change': { target: '.loading', reenter: true, actions: 'change' },
    'admin.page': { target: '.loading', reenter: true, actions: 'turnPage' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: { after: { stockPoll: { guard: 'stockBeingRead', target: 'loading' } } },
    failed: { on: { 'admin.retry': 'loading' } },
  },
});
