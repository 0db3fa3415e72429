import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '../domain/wishlist';
import { storageKeys } from '../storage/keys';
import { FakeStorage } from '../testing/fake-storage';
import { createWishlistStore } from './wishlist-store';

const scarf: WishlistItem = {
  productId: 'prod_scarf',
  variantId: 'var_scarf',
  name: 'Écharpe',
  brand: null,
  priceInCents: 19500,
  currency: 'EUR',
  image: null,
};

describe('createWishlistStore', () => {
  it('keeps a product without a price or variants, and items stored before prices could be missing', () => {
    const storage = new FakeStorage();
    const store = createWishlistStore(storage, new EventTarget());
    const onRequest: WishlistItem = {
      ...scarf,
      productId: 'prod_01K2ZQ8A3C5E7G9J1K3M5N7P9Q',
      variantId: null,
      priceInCents: null,
      currency: null,
    };
    const rupees: WishlistItem = { ...scarf, currency: 'INR', currencyDisplay: { decimal_digits: 2 } };
    store.write([onRequest, rupees]);
    expect(store.read()).toEqual([onRequest, rupees]);
    storage.items.set(storageKeys.wishlist, JSON.stringify([scarf]));
    expect(store.read()).toEqual([scarf]);
  });
});
