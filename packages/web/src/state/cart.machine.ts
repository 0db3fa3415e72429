import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import { addToCart, type CartLine, removeLine, setLineQuantity } from '../domain/cart';
import { type CartLineUpdate, refreshCartLines } from '../domain/cart-refresh';
import type { Product, Variant } from '../domain/product';
import { storageFullNotice } from '../shared/messages';
import { type NoticeEvent, noticeEvent } from '../shared/notice';
import { type StoreEvent, storedValueActor, storeWrite } from '../storage/stored-value-actor';
import { shopApi } from '../storefront/shop-api';
import { browserStores } from './browser-stores';
import type { AddPlace, CartAddRequest } from './cart-add-request';
import { addToCartFailedNotice, cartUpdatedNotice, refusalMessage, stockUnknown } from './cart-messages';
import { knownLine, type LiveLine, liveLine } from './live-line';

export interface CartInput {
  /** The stored cart (`browserStores.cart.read()` in the app). */
  lines: CartLine[];
}

export interface CartContext {
  lines: CartLine[];
  /** What the last refresh found (changed prices, lines beyond stock), for the cart page to point out. */
  updates: CartLineUpdate[];
  /** The adds whose live stock is being fetched: their buttons show the wait. */
  checking: CartAddRequest[];
}

/** The live-stock fetch of one add is spawned as `stock.{product id}`; its answer comes back as `StockChecked`. */
const stockCheckPrefix = 'stock.';
type StockCheckId = `${typeof stockCheckPrefix}${string}`;
type StockChecked = DoneActorEvent<Product[], StockCheckId> | ErrorActorEvent<unknown, StockCheckId>;

export type CartEvent =
  /**
   * « Ajouter au panier », from the product page's panel, a tile, the wishlist or the `/cart?add=` address: the
   * cart fetches the live stock when the request does not carry it, applies the stock rule and says the outcome.
   */
  | { type: 'cart.add'; request: CartAddRequest }
  | { type: 'cart.setQuantity'; variantId: string; quantity: number }
  | { type: 'cart.remove'; variantId: string }
  | { type: 'cart.clear' }
  /** Re-reads prices and stock from the BFF (when /cart opens). */
  | { type: 'cart.refresh' }
  /** The live stock an add asked for, or its failure; from the machine's own fetch. */
  | StockChecked
  /** From the machine's own `store` actor: lines another tab stored, or a full storage. */
  | StoreEvent<CartLine[]>;

/**
 * The cart says itself when an add is refused — titled after where it was pressed, with its French reason — and
 * when the browser storage is full: notices for the toaster. `cart.added` tells whoever must follow a taken add:
 * the cart drawer opens on it, the wishlist lets its item go.
 */
export type CartEmitted = NoticeEvent | { type: 'cart.added'; line: CartLine; from: AddPlace };

const cartSetup = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    store: storedValueActor(browserStores.cart),
    fetchFreshVariants: fromPromise<Variant[], { productIds: string[] }>(async ({ input, signal }) => {
      const products = await shopApi.loadProductsWithStock(input.productIds, signal);
      return products.flatMap((product) => product.variants);
    }),
    fetchLiveProduct: fromPromise<Product[], { productId: string }>(({ input, signal }) =>
      shopApi.loadProductsWithStock([input.productId], signal),
    ),
  },
  actions: {
    setLines: assign((_, lines: CartLine[]) => ({ lines })),
    empty: assign({ lines: [], updates: [] }),
    // The `store` actor answers `store.full` when the browser storage is full.
    persist: sendTo('store', ({ context }) => storeWrite(context.lines)),
    notifyStorageFull: emit(noticeEvent(storageFullNotice)),
    applyRefresh: enqueueActions(({ context, enqueue }, freshVariants: Variant[]) => {
      const { lines, updates } = refreshCartLines(context.lines, freshVariants);
      enqueue.assign({ lines, updates });
      if (updates.length > 0) enqueue.emit(noticeEvent(cartUpdatedNotice(updates)));
    }),
    checkStock: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'cart.add');
      const { request } = event;
      enqueue.assign({ checking: ({ context }) => [...context.checking, request] });
      enqueue.spawnChild('fetchLiveProduct', {
        id: `${stockCheckPrefix}${request.productId}`,
        input: { productId: request.productId },
      });
    }),
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
    // Its button shows the wait: a press meanwhile is not a second add.
    isChecking: ({ context, event }) =>
      event.type === 'cart.add' &&
      context.checking.some((request) => request.productId === event.request.productId),
    isStockKnown: ({ event }) => event.type === 'cart.add' && knownLine(event.request) !== null,
  },
});

function isStockChecked(event: CartEvent): event is StockChecked {
  return 'actorId' in event && event.actorId.startsWith(stockCheckPrefix);
}

/** An add about to meet the cart's rules: its request, and the line it makes or why it makes none. */
interface AddAttempt {
  request: CartAddRequest;
  outcome: LiveLine;
}

/** The attempt a `cart.add` whose stock is known makes, or the one a stock check's answer completes. */
function attemptOf(context: CartContext, event: CartEvent): AddAttempt | undefined {
  if (event.type === 'cart.add') {
    const line = knownLine(event.request);
    return line ? { request: event.request, outcome: { ok: true, line } } : undefined;
  }
  if (!isStockChecked(event)) return undefined;
  const productId = event.actorId.slice(stockCheckPrefix.length);
  const request = context.checking.find((pending) => pending.productId === productId);
  if (!request) return undefined;
  // Without the live stock nothing is added on a guess.
  const outcome: LiveLine =
    'output' in event ? liveLine(event.output, request) : { ok: false, message: stockUnknown };
  return { request, outcome };
}

/** The cart's answer to an attempt: its new lines with the line taken, or the French reason of a refusal. */
function decide(
  lines: readonly CartLine[],
  outcome: LiveLine,
): { ok: true; lines: CartLine[]; line: CartLine } | { ok: false; message: string } {
  if (!outcome.ok) return outcome;
  const change = addToCart(lines, outcome.line);
  if (!change.ok) return { ok: false, message: refusalMessage(change.refusal) };
  return { ok: true, lines: change.lines, line: outcome.line };
}

/**
 * Adds a line by the cart's rules (docs/product/rules.md#validation stock, then its own limits) and tells it
 * (`cart.added`, which the drawer shows), or says the refusal, titled after where the add was pressed; a refusal
 * changes nothing.
 */
const add = cartSetup.enqueueActions(({ context, event, enqueue }) => {
  const attempt = attemptOf(context, event);
  if (!attempt) return;
  const { request, outcome } = attempt;
  if (event.type !== 'cart.add') {
    enqueue.assign({ checking: context.checking.filter((pending) => pending !== request) });
  }
  const decision = decide(context.lines, outcome);
  if (!decision.ok) {
    enqueue.emit(noticeEvent(addToCartFailedNotice(request.from, decision.message)));
    return;
  }
  enqueue.assign({ lines: decision.lines });
  enqueue.emit({ type: 'cart.added', line: decision.line, from: request.from });
  enqueue('persist');
});

/** A quantity the cart page asks for; it checks it first and says a refusal on its line. */
const setQuantity = cartSetup.enqueueActions(({ context, event, enqueue }) => {
  assertEvent(event, 'cart.setQuantity');
  const change = setLineQuantity(context.lines, event.variantId, event.quantity);
  if (!change.ok) return;
  enqueue.assign({ lines: change.lines });
  enqueue('persist');
});

export const cartMachine = cartSetup
  // A second step, so that these actions can enqueue those named above with their types.
  .extend({ actions: { add, setQuantity } })
  .createMachine({
    id: 'cart',
    context: ({ input }) => ({ lines: input.lines, updates: [], checking: [] }),
    invoke: { id: 'store', src: 'store' },
    on: {
      'cart.add': [
        { guard: 'isChecking' },
        { guard: 'isStockKnown', actions: 'add' },
        { actions: 'checkStock' },
      ],
      'xstate.done.actor.stock.*': { actions: 'add' },
      'xstate.error.actor.stock.*': { actions: 'add' },
      'cart.setQuantity': { actions: 'setQuantity' },
      'cart.remove': {
        actions: [
          { type: 'setLines', params: ({ context, event }) => removeLine(context.lines, event.variantId) },
          'persist',
        ],
      },
      'cart.clear': { actions: ['empty', 'persist'] },
      // Already stored by the other tab: writing it back would only echo.
      'store.changed': { actions: { type: 'setLines', params: ({ event }) => event.value } },
      'store.full': { actions: 'notifyStorageFull' },
    },
    initial: 'idle',
    states: {
      idle: {
        on: { 'cart.refresh': { guard: 'hasLines', target: 'refreshing' } },
      },
      refreshing: {
        invoke: {
          src: 'fetchFreshVariants',
          input: ({ context }) => ({
            productIds: [...new Set(context.lines.map((line) => line.product.id))],
          }),
          onDone: {
            target: 'idle',
            actions: [{ type: 'applyRefresh', params: ({ event }) => event.output }, 'persist'],
          },
          // The snapshot stays as it was: the BFF checks every line again at checkout.
          onError: 'idle',
        },
      },
    },
  });
