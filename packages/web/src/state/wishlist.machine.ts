import { assign, emit, setup } from 'xstate';
import type { WishlistItem } from '../domain/wishlist';
import { type NoticeEvent, noticeEvent } from '../shared/notice';
import { followOtherTabs } from '../storage/follow-other-tabs';
import type { StoredValue } from '../storage/stored-value';
import { persist } from './persist';
import { addedNotice, alreadySavedNotice, removedNotice } from './wishlist-messages';

export interface WishlistInput {
  /** Where the wishlist is kept: `createWishlistStore(window.localStorage, window)` in the app. */
  store: StoredValue<WishlistItem[]>;
}

export interface WishlistContext {
  store: StoredValue<WishlistItem[]>;
  items: WishlistItem[];
}

export type WishlistEvent =
  /** Build the item with `wishlistItemFor(product, chosenVariant)`. A product is saved once. */
  | { type: 'wishlist.add'; item: WishlistItem }
  /** Silent: the item visibly leaves the wishlist page (or went to the cart). */
  | { type: 'wishlist.remove'; productId: string }
  /** The heart button of cards and the product page: adds, or removes with a notice. */
  | { type: 'wishlist.toggle'; item: WishlistItem }
  /** Items another tab stored; sent by the machine itself from `storage` events. */
  | { type: 'wishlist.sync'; items: WishlistItem[] };

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
    followOtherTabs: followOtherTabs((items: WishlistItem[]) => ({ type: 'wishlist.sync', items }) as const),
  },
  actions: {
    addItem: assign(({ context }, item: WishlistItem) => ({ items: [...context.items, item] })),
    removeItem: assign(({ context }, productId: string) => ({
      items: context.items.filter((item) => item.productId !== productId),
    })),
    setItems: assign((_, items: WishlistItem[]) => ({ items })),
    persist: persist((context: WishlistContext) => context.items),
    notifyAdded: emit((_, item: WishlistItem) => noticeEvent(addedNotice(item.name))),
    notifyAlreadySaved: emit((_, item: WishlistItem) => noticeEvent(alreadySavedNotice(item.name))),
    notifyRemoved: emit((_, item: WishlistItem) => noticeEvent(removedNotice(item.name))),
  },
  guards: {
    isSaved: ({ context }, productId: string) => context.items.some((item) => item.productId === productId),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ store: input.store, items: input.store.read() }),
  invoke: { src: 'followOtherTabs', input: ({ context }) => ({ store: context.store }) },
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
    'wishlist.sync': { actions: { type: 'setItems', params: ({ event }) => event.items } },
  },
});
