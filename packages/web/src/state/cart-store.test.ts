import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/keys';
import { aCartLine } from '../testing/cart-fixtures';
import { FakeStorage } from '../testing/fake-storage';
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

  it('keeps how a line’s currency is written, and still reads lines stored before it was kept', () => {
    const storage = new FakeStorage();
    const store = createCartStore(storage, new EventTarget());
    const rupees = aCartLine({
      variant: { currency: 'INR', currency_display: { symbol: 'Rs', template: '₹$1', decimal_digits: 2 } },
    });
    store.write([rupees]);
    expect(store.read()).toEqual([rupees]);
    storage.items.set(storageKeys.cart, JSON.stringify([aCartLine()]));
    expect(store.read()).toEqual([aCartLine()]);
    storage.items.set(
      storageKeys.cart,
      JSON.stringify([aCartLine({ variant: { currency_display: { decimal_digits: 'deux' } as never } })]),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(store.read()).toEqual([]);
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
