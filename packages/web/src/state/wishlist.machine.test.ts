import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { WishlistItem } from '../domain/wishlist';
import { storageKeys } from '../storage/keys';
import { storedValueActor } from '../storage/stored-value-actor';
import { fakeBrowserForEachTest, storageEvent } from '../testing/fake-storage';
import { wishlistMachine } from './wishlist.machine';
import { createWishlistStore } from './wishlist-store';

const bag: WishlistItem = {
  productId: 'prod_bag',
  variantId: 'var_bag',
  name: 'Sac seau',
  brand: 'Prada',
  priceInCents: 89000,
  currency: 'EUR',
  image: null,
};
const belt: WishlistItem = { ...bag, productId: 'prod_belt', variantId: 'var_belt', name: 'Ceinture' };

const browser = fakeBrowserForEachTest();

/** The wishlist over the fake browser's storage, started from what it holds, as the app starts it over the real one. */
function startWishlist() {
  const store = createWishlistStore(browser.storage, browser.tabs);
  const machine = wishlistMachine.provide({ actors: { store: storedValueActor(store) } });
  const actor = createActor(machine, { input: { items: store.read() } });
  const notices: unknown[] = [];
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.start();
  return { actor, notices, items: () => actor.getSnapshot().context.items };
}

const stored = () => browser.stored(storageKeys.wishlist);

describe('wishlist machine', () => {
  it('starts from the stored wishlist', () => {
    browser.storage.items.set(storageKeys.wishlist, JSON.stringify([bag]));
    expect(startWishlist().items()).toEqual([bag]);
  });

  it('adds an item once, stores it and says so', () => {
    const { actor, notices, items } = startWishlist();
    actor.send({ type: 'wishlist.add', item: bag });
    actor.send({ type: 'wishlist.add', item: { ...bag, variantId: 'other' } });
    expect(items()).toEqual([bag]);
    expect(stored()).toEqual([bag]);
    expect(notices).toEqual([
      {
        tone: 'positive',
        title: 'Ajouté à vos favoris',
        description: 'Sac seau vous attend dans vos favoris.',
      },
      {
        tone: 'info',
        title: 'Déjà dans vos favoris',
        description: 'Sac seau fait déjà partie de vos favoris.',
      },
    ]);
  });

  it('toggles an item in and out', () => {
    const { actor, notices, items } = startWishlist();
    actor.send({ type: 'wishlist.toggle', item: bag });
    expect(items()).toEqual([bag]);
    actor.send({ type: 'wishlist.toggle', item: bag });
    expect(items()).toEqual([]);
    expect(stored()).toEqual([]);
    expect(notices).toMatchObject([{ title: 'Ajouté à vos favoris' }, { title: 'Retiré de vos favoris' }]);
  });

  it('removes an item silently', () => {
    browser.storage.items.set(storageKeys.wishlist, JSON.stringify([bag, belt]));
    const { actor, notices, items } = startWishlist();
    actor.send({ type: 'wishlist.remove', productId: 'prod_bag' });
    expect(items()).toEqual([belt]);
    expect(stored()).toEqual([belt]);
    expect(notices).toEqual([]);
  });

  it('follows another tab', () => {
    const { items } = startWishlist();
    browser.tabs.dispatchEvent(storageEvent(browser.storage, storageKeys.wishlist, JSON.stringify([belt])));
    expect(items()).toEqual([belt]);
  });

  it('keeps the item in memory and says so when the storage is full', () => {
    const { actor, notices, items } = startWishlist();
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    actor.send({ type: 'wishlist.add', item: bag });
    expect(items()).toEqual([bag]);
    expect(notices).toMatchObject([
      { title: 'Ajouté à vos favoris' },
      { title: 'Espace de stockage saturé' },
    ]);
  });
});
