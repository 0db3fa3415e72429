import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { aCartLine } from '../../testing/cart-fixtures';
import { fakeBrowserForEachTest } from '../../testing/fake-storage';
import { cartMachine } from '../cart.machine';
import { createCartStore } from '../cart-store';
import { addLineToCart } from './add-to-cart';

const browser = fakeBrowserForEachTest();

function startCart() {
  return createActor(cartMachine, {
    input: { store: createCartStore(browser.storage, browser.tabs) },
  }).start();
}

describe('addLineToCart', () => {
  it('says the cart took the line', () => {
    const cart = startCart();
    expect(addLineToCart(cart, aCartLine({ quantity: 2 }))).toEqual({ ok: true, storageFull: false });
    expect(cart.getSnapshot().context.lines[0]?.quantity).toBe(2);
  });

  it('says when the cart took the line but the browser storage is full', () => {
    const cart = startCart();
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    expect(addLineToCart(cart, aCartLine())).toEqual({ ok: true, storageFull: true });
    expect(cart.getSnapshot().context.lines).toHaveLength(1);
  });

  it('gives the cart’s French reason when it refuses, and forgets it for the next add', () => {
    const cart = startCart();
    const line = aCartLine({
      product: { title: 'Cabas' },
      variant: { title: 'Noir', inventory_quantity: 2 },
    });
    expect(addLineToCart(cart, { ...line, quantity: 2 })).toEqual({ ok: true, storageFull: false });
    expect(addLineToCart(cart, line)).toEqual({
      ok: false,
      message: 'Stock insuffisant pour Cabas (Noir). Seulement 2 restant.',
    });
    cart.send({ type: 'cart.remove', variantId: line.variant.id });
    expect(addLineToCart(cart, line)).toEqual({ ok: true, storageFull: false });
  });
});
