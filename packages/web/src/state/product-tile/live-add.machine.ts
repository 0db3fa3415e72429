import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartLine } from '../../domain/cart';
import type { Product } from '../../domain/product';
import { shopApi } from '../../storefront/shop-api';
import { type LiveAddRequest, liveLine } from './live-line';
import { stockUnknown } from './messages';

export interface LiveAddContext {
  /** The add under way, or the last one. */
  request: LiveAddRequest | null;
}

export type LiveAddEvent = { type: 'liveAdd.request'; request: LiveAddRequest };

/** `liveAdd.ready`: the line to give the cart; `liveAdd.refused`: why nothing goes to the cart (French). */
export type LiveAddEmitted =
  | { type: 'liveAdd.ready'; line: CartLine }
  | { type: 'liveAdd.refused'; message: string };

/**
 * Adding from a list (a card's « Ajouter au panier », the wishlist's): the product is fetched with its live stock
 * first, then its line is handed over for the cart's stock rule. One add at a time; a press meanwhile is ignored.
 */
export const liveAddMachine = setup({
  types: {
    context: {} as LiveAddContext,
    events: {} as LiveAddEvent,
    emitted: {} as LiveAddEmitted,
  },
  actors: {
    loadProductWithStock: fromPromise<Product[], { productId: string }>(({ input, signal }) =>
      shopApi.loadProductsWithStock([input.productId], signal),
    ),
  },
  actions: {
    remember: assign((_, request: LiveAddRequest) => ({ request })),
    handOver: enqueueActions(({ context, enqueue }, products: Product[]) => {
      if (!context.request) return;
      const outcome = liveLine(products, context.request);
      enqueue.emit(
        outcome.ok
          ? { type: 'liveAdd.ready', line: outcome.line }
          : { type: 'liveAdd.refused', message: outcome.message },
      );
    }),
    refuseUnchecked: emit({ type: 'liveAdd.refused', message: stockUnknown } as const),
  },
}).createMachine({
  id: 'liveAdd',
  context: { request: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'liveAdd.request': {
          target: 'checking',
          actions: { type: 'remember', params: ({ event }) => event.request },
        },
      },
    },
    checking: {
      invoke: {
        src: 'loadProductWithStock',
        input: ({ context }) => ({ productId: context.request?.productId ?? '' }),
        onDone: { target: 'idle', actions: { type: 'handOver', params: ({ event }) => event.output } },
        // Without the live stock nothing is added on a guess.
        onError: { target: 'idle', actions: 'refuseUnchecked' },
      },
    },
  },
});
