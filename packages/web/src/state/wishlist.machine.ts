import { assign, emit, sendTo, setup } from 'xstate';
import type { WishlistItem } from '../domain/wishlist';
import { storageFullNotice } from '../shared/messages';
import { type NoticeEvent, noticeEvent } from '../shared/notice';
import { type StoreEvent, storedValueActor, storeWrite } from '../storage/stored-value-actor';
import { browserStores } from './browser-stores';
import { addedNotice, alreadySavedNotice, removedNotice } from './wishlist-messages';

export interface WishlistInput {
  /** The stored wishlist (`browserStores.wishlist.read()` in the app). */
  items: WishlistItem[];
}

export interface WishlistContext {
  items: WishlistItem[];
}

export type WishlistEvent =
  /** Build the item with `wishlistItemFor(product, chosenVariant)`. A product is saved once. */
  | { type: 'wishlist.add'; item: WishlistItem }
  /** Silent: the item visibly leaves the wishlist page (or went to the cart). */
  | { type: 'wishlist.remove'; productId: string }
  /** The heart button of cards and the product page: adds, or removes with a notice. */
  | { type: 'wishlist.toggle'; item: WishlistItem }
  /** From the machine's own `store` actor: items another tab stored, or a full storage. */
  | StoreEvent<WishlistItem[]>;

const addTransition = {
  actions: [
    { type: 'addItem', params: ({ event }: { event: { item: WishlistItem } }) => event.item },
    { type: 'notifyAdded', params: ({ event }: { event: { item: WishlistItem } }) => event.item },
    'persist',
  ],
} as const;

export const wishlistMachine = setup({
  types: {
    input: {} as WishlistInput,
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    emitted: {} as NoticeEvent,
  },
  actors: {
    store: storedValueActor(browserStores.wishlist),
  },
  actions: {
    addItem: assign(({ context }, item: WishlistItem) => ({ items: [...context.items, item] })),
    removeItem: assign(({ context }, productId: string) => ({
      items: context.items.filter((item) => item.productId !== productId),
    })),
    setItems: assign((_, items: WishlistItem[]) => ({ items })),
    // The `store` actor answers `store.full` when the browser storage is full.
    persist: sendTo('store', ({ context }) => storeWrite(context.items)),
    notifyStorageFull: emit(noticeEvent(storageFullNotice)),
    notifyAdded: emit((_, item: WishlistItem) => noticeEvent(addedNotice(item.name))),
    notifyAlreadySaved: emit((_, item: WishlistItem) => noticeEvent(alreadySavedNotice(item.name))),
    notifyRemoved: emit((_, item: WishlistItem) => noticeEvent(removedNotice(item.name))),
  },
  guards: {
    isSaved: ({ context }, productId: string) => context.items.some((item) => item.productId === productId),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ items: input.items }),
  invoke: { id: 'store', src: 'store' },
  on: {
    'wishlist.add': [
      {
        guard: { type: 'isSaved', params: ({ event }) => event.item.productId },
        actions: { type: 'notifyAlreadySaved', params: ({ event }) => event.item },
      },
      addTransition,
    ],
    'wishlist.toggle': [
      {
        guard: { type: 'isSaved', params: ({ event }) => event.item.productId },
        actions: [
          { type: 'removeItem', params: ({ event }) => event.item.productId },
          { type: 'notifyRemoved', params: ({ event }) => event.item },
          'persist',
        ],
      },
      addTransition,
    ],
    'wishlist.remove': {
      actions: [{ type: 'removeItem', params: ({ event }) => event.productId }, 'persist'],
    },
    // Already stored by the other tab: writing it back would only echo.
    'store.changed': { actions: { type: 'setItems', params: ({ event }) => event.value } },
    'store.full': { actions: 'notifyStorageFull' },
  },
});
