import { describe, expect, it } from 'vitest';
import { storageKeys } from '../storage/keys';
import { aCartLine } from '../testing/cart-fixtures';
import { fakeBrowserForEachTest } from '../testing/fake-storage';
import { createCartStore } from './cart-store';

const browser = fakeBrowserForEachTest();

describe('createCartStore', () => {
  it('keeps lines under aurele:cart:v1 and reads them back', () => {
    const { storage } = browser;
    const store = createCartStore(storage, browser.tabs);
    const lines = [
      aCartLine(),
      aCartLine({ variant: { id: 'var_2', sale_price_in_cents: 100, inventory_quantity: null } }),
    ];
    store.write(lines);
    expect(storage.items.has('aurele:cart:v1')).toBe(true);
    expect(store.read()).toEqual(lines);
  });

  it('keeps how a line’s currency is written, and still reads lines stored before it was kept', () => {
    const { storage } = browser;
    const store = createCartStore(storage, browser.tabs);
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
    expect(store.read()).toEqual([]);
  });

  it('ignores a stored cart with a line it cannot trust, with a warning', () => {
    const { storage } = browser;
    storage.items.set(storageKeys.cart, JSON.stringify([aCartLine({ quantity: 0 })]));
    expect(createCartStore(storage, browser.tabs).read()).toEqual([]);
    storage.items.set(storageKeys.cart, JSON.stringify([{ ...aCartLine(), variant: { id: 'v' } }]));
    expect(createCartStore(storage, browser.tabs).read()).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
