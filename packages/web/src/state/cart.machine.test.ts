import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartLine } from '../domain/cart';
import type { Variant } from '../domain/product';
import { storageKeys } from '../storage/keys';
import { storedValueActor } from '../storage/stored-value-actor';
import { aCartLine } from '../testing/cart-fixtures';
import { aPrice, aVariant } from '../testing/catalogue-fixtures';
import { fakeBrowserForEachTest, storageEvent } from '../testing/fake-storage';
import { type CartEmitted, cartMachine } from './cart.machine';
import { createCartStore } from './cart-store';

const browser = fakeBrowserForEachTest();
const storedLines = () => browser.stored(storageKeys.cart);

/** The cart over the fake browser's storage, started from what it holds, as the app starts it over the real one. */
function startCart(
  freshVariants: (args: { input: { productIds: string[] } }) => Promise<Variant[]> = async () => [],
) {
  const store = createCartStore(browser.storage, browser.tabs);
  const machine = cartMachine.provide({
    actors: { fetchFreshVariants: fromPromise(freshVariants), store: storedValueActor(store) },
  });
  const actor = createActor(machine, { input: { lines: store.read() } });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, lines: () => actor.getSnapshot().context.lines };
}

/** An add as a list sends it. */
const add = (line: CartLine) =>
  ({ type: 'cart.add', line, refusalTitle: "Erreur d'ajout au panier" }) as const;

const shirt = aCartLine();
const scarf = aCartLine({
  product: { id: 'prod_2', title: 'Écharpe' },
  variant: { id: 'var_2', title: 'Unique' },
});

describe('cart machine', () => {
  it('starts from the stored cart', () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([shirt]));
    expect(startCart().lines()).toEqual([shirt]);
  });

  it('adds, merges the same variant, stores every change and says each add', () => {
    const { actor, emitted, lines } = startCart();
    actor.send(add(shirt));
    actor.send(add(scarf));
    actor.send(add(aCartLine({ quantity: 2 })));
    expect(lines().map((line) => [line.variant.id, line.quantity])).toEqual([
      ['var_1', 3],
      ['var_2', 1],
    ]);
    expect(storedLines()).toEqual(lines());
    expect(emitted.map((event) => [event.notice.title, event.notice.description])).toEqual([
      ['Ajouté au panier', 'Chemise Oxford (M) rejoint votre panier.'],
      ['Ajouté au panier', 'Écharpe (Unique) rejoint votre panier.'],
      ['Ajouté au panier', '2 × Chemise Oxford (M) rejoint votre panier.'],
    ]);
  });

  it('refuses beyond stock with the SPEC message and changes nothing', () => {
    const { actor, emitted, lines } = startCart();
    actor.send(add(aCartLine({ quantity: 4 })));
    actor.send(add(aCartLine({ quantity: 2 })));
    expect(lines()[0]?.quantity).toBe(4);
    expect(storedLines()).toEqual(lines());
    expect(emitted.at(-1)).toEqual({
      type: 'notice',
      notice: {
        tone: 'critical',
        title: "Erreur d'ajout au panier",
        description: 'Stock insuffisant pour Chemise Oxford (M). Seulement 5 restant.',
      },
    });
  });

  it('refuses a 100th unit and a 51st line in French', () => {
    const { actor, emitted } = startCart();
    const untracked = { manage_inventory: false, inventory_quantity: null };
    actor.send(add(aCartLine({ quantity: 100, variant: untracked })));
    for (let i = 0; i < 51; i += 1) actor.send(add(aCartLine({ variant: { id: `v${i}` } })));
    expect(actor.getSnapshot().context.lines).toHaveLength(50);
    const refusals = emitted.filter((event) => event.notice.tone === 'critical');
    expect(refusals.map((event) => event.notice.description)).toEqual([
      'Quantité maximale atteinte pour cet article (99).',
      'Votre panier est complet (50 articles différents au maximum).',
    ]);
  });

  it('sets a quantity, removes below 1, removes and clears, storing each time', () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([shirt, scarf]));
    const { actor, lines } = startCart();
    actor.send({ type: 'cart.setQuantity', variantId: 'var_2', quantity: 3 });
    expect(lines().map((line) => line.quantity)).toEqual([1, 3]);
    actor.send({ type: 'cart.setQuantity', variantId: 'var_1', quantity: 0 });
    expect(storedLines()).toEqual([{ ...scarf, quantity: 3 }]);
    actor.send({ type: 'cart.remove', variantId: 'var_2' });
    expect(storedLines()).toEqual([]);
    actor.send(add(shirt));
    actor.send({ type: 'cart.clear' });
    expect(lines()).toEqual([]);
    expect(storedLines()).toEqual([]);
  });

  it('refuses a quantity beyond stock from the cart page too', () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([shirt]));
    const { actor, emitted, lines } = startCart();
    actor.send({ type: 'cart.setQuantity', variantId: 'var_1', quantity: 6 });
    expect(lines()[0]?.quantity).toBe(1);
    // The page checked first and says it on the line: no notice.
    expect(emitted).toEqual([]);
  });

  it('follows another tab without writing back, and stops when stopped', () => {
    const { actor, lines } = startCart();
    browser.tabs.dispatchEvent(storageEvent(browser.storage, storageKeys.cart, JSON.stringify([scarf])));
    expect(lines()).toEqual([scarf]);
    // The event carried the other tab's value without storing it here: this tab wrote nothing.
    expect(storedLines()).toBeNull();
    actor.stop();
    browser.tabs.dispatchEvent(storageEvent(browser.storage, storageKeys.cart, '[]'));
    expect(lines()).toEqual([scarf]);
  });

  it('keeps the change in memory and says so when the storage is full', () => {
    const { actor, emitted, lines } = startCart();
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    actor.send(add(shirt));
    expect(lines()).toEqual([shirt]);
    // After « Ajouté au panier », so that it is the one left on screen.
    expect(emitted).toMatchObject([
      { type: 'notice', notice: { title: 'Ajouté au panier' } },
      { type: 'notice', notice: { title: 'Espace de stockage saturé' } },
    ]);
  });

  describe('refresh', () => {
    it('takes fresh prices and stock from the BFF, stores them and gives one notice', async () => {
      browser.storage.items.set(storageKeys.cart, JSON.stringify([aCartLine({ quantity: 3 }), scarf]));
      const fresh = [
        aVariant({ id: 'var_1', price: aPrice(9000), inventory_quantity: 2 }),
        aVariant({ id: 'var_2', price: aPrice(9000, 7000) }),
      ];
      const { actor, emitted, lines } = startCart(async () => fresh);
      actor.send({ type: 'cart.refresh' });
      expect(actor.getSnapshot().value).toBe('refreshing');
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));

      expect(lines().map((line) => line.variant.inventory_quantity)).toEqual([2, 5]);
      expect(storedLines()).toEqual(lines());
      expect(actor.getSnapshot().context.updates.map((update) => update.kind)).toEqual(['stock', 'price']);
      expect(emitted).toEqual([
        {
          type: 'notice',
          notice: {
            tone: 'caution',
            title: 'Votre panier a été mis à jour',
            description:
              'Stock insuffisant pour Chemise Oxford (M). Seulement 2 restant. Vous en avez 3 dans votre panier. ' +
              'Le prix de Écharpe (Unique) est passé de 90,00\u00a0€ à 70,00\u00a0€.',
          },
        },
      ]);
    });

    it('asks the BFF for each product once', async () => {
      const asked: string[][] = [];
      browser.storage.items.set(
        storageKeys.cart,
        JSON.stringify([shirt, aCartLine({ variant: { id: 'var_3' } }), scarf]),
      );
      const { actor } = startCart(async ({ input }) => {
        asked.push(input.productIds);
        return [];
      });
      actor.send({ type: 'cart.refresh' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(asked).toEqual([['prod_1', 'prod_2']]);
    });

    it('keeps the cart as it was when the BFF fails', async () => {
      browser.storage.items.set(storageKeys.cart, JSON.stringify([shirt]));
      const { actor, emitted, lines } = startCart(() =>
        Promise.reject(new Error('HTTP 503: Service Unavailable')),
      );
      actor.send({ type: 'cart.refresh' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(lines()).toEqual([shirt]);
      expect(emitted).toEqual([]);
    });

    it('does not call the BFF for an empty cart', () => {
      const { actor } = startCart();
      actor.send({ type: 'cart.refresh' });
      expect(actor.getSnapshot().value).toBe('idle');
    });
  });
});
