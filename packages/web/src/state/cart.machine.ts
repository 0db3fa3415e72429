import { assertEvent, assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { addToCart, type CartChange, type CartLine, removeLine, setLineQuantity } from '../domain/cart';
import { type CartLineUpdate, refreshCartLines } from '../domain/cart-refresh';
import type { Variant } from '../domain/product';
import { storageFullNotice } from '../shared/messages';
import { type NoticeEvent, noticeEvent } from '../shared/notice';
import { type StoreEvent, storedValueActor, storeWrite } from '../storage/stored-value-actor';
import { shopApi } from '../storefront/shop-api';
import { browserStores } from './browser-stores';
import { addedToCartNotice, addToCartFailedNotice, cartUpdatedNotice, refusalMessage } from './cart-messages';

export interface CartInput {
  /** The stored cart (`browserStores.cart.read()` in the app). */
  lines: CartLine[];
}

export interface CartContext {
  lines: CartLine[];
  /** What the last refresh found (changed prices, lines beyond stock), for the cart page to point out. */
  updates: CartLineUpdate[];
}

export type CartEvent =
  /**
   * Build the line with `cartLineFor(product, variant, quantity)`. A refusal is said under `refusalTitle` (SPEC §8:
   * « Erreur d'ajout au panier » in lists, « Oups! Quelque chose s'est mal passé. » on the product page).
   */
  | { type: 'cart.add'; line: CartLine; refusalTitle: string }
  | { type: 'cart.setQuantity'; variantId: string; quantity: number }
  | { type: 'cart.remove'; variantId: string }
  | { type: 'cart.clear' }
  /** Re-reads prices and stock from the BFF (when /cart opens). */
  | { type: 'cart.refresh' }
  /** From the machine's own `store` actor: lines another tab stored, or a full storage. */
  | StoreEvent<CartLine[]>;

/**
 * The cart says itself how an add went — « Ajouté au panier » or the refusal with its French reason — and when
 * the browser storage is full: notices for the toaster.
 */
export type CartEmitted = NoticeEvent;

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
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
  },
});

/**
 * Applies an add or a quantity change; a refusal changes nothing. An add's outcome is said in a notice (the
 * storage-full one, if any, comes after it and stays on screen); the cart page checks a quantity before asking and
 * says a refusal on its line.
 */
const applyChange = cartSetup.enqueueActions(({ context, event, enqueue }) => {
  assertEvent(event, ['cart.add', 'cart.setQuantity']);
  const change: CartChange =
    event.type === 'cart.add'
      ? addToCart(context.lines, event.line)
      : setLineQuantity(context.lines, event.variantId, event.quantity);
  if (!change.ok) {
    if (event.type === 'cart.add') {
      enqueue.emit(noticeEvent(addToCartFailedNotice(event.refusalTitle, refusalMessage(change.refusal))));
    }
    return;
  }
  enqueue.assign({ lines: change.lines });
  if (event.type === 'cart.add') enqueue.emit(noticeEvent(addedToCartNotice(event.line)));
  enqueue('persist');
});

export const cartMachine = cartSetup
  // A second step, so that this action can enqueue those named above with their types.
  .extend({ actions: { applyChange } })
  .createMachine({
    id: 'cart',
    context: ({ input }) => ({ lines: input.lines, updates: [] }),
    invoke: { id: 'store', src: 'store' },
    on: {
      'cart.add': { actions: 'applyChange' },
      'cart.setQuantity': { actions: 'applyChange' },
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
