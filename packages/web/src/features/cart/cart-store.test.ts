import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../storage/keys';
import { aCartLine } from '../../testing/cart-fixtures';
import { FakeStorage } from '../../testing/fake-storage';
import { createCartStore } from './cart-store';

describe('createCartStore', () => {
  it('keeps lines under aurele:cart:v1 and reads them back', () => {
    const storage = new FakeStorage();
    const store = createCartStore(storage, new EventTarget());
    const lines = [
      aCartLine(),
      aCartLine({ variant: { id: 'var_2', sale_price_in_cents: 100, inventory_quantity: null } }),
    ];
    store.write(lines);
    expect(storage.items.has('aurele:cart:v1')).toBe(true);
    expect(store.read()).toEqual(lines);
  });

  it('ignores a stored cart with a line it cannot trust', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new FakeStorage();
    storage.items.set(storageKeys.cart, JSON.stringify([aCartLine({ quantity: 0 })]));
    expect(createCartStore(storage, new EventTarget()).read()).toEqual([]);
    storage.items.set(storageKeys.cart, JSON.stringify([{ ...aCartLine(), variant: { id: 'v' } }]));
    expect(createCartStore(storage, new EventTarget()).read()).toEqual([]);
  });
});
