import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product, Variant } from '../domain/product';
import { storageKeys } from '../storage/keys';
import { storedValueActor } from '../storage/stored-value-actor';
import { aCartLine } from '../testing/cart-fixtures';
import { aPrice, aProduct, aVariant } from '../testing/catalogue-fixtures';
import { fakeBrowserForEachTest, storageEvent } from '../testing/fake-storage';
import { addFormFields, addRequestFrom } from './add-form';
import { type CartEmitted, cartMachine } from './cart.machine';
import type { AddPlace, CartAddRequest } from './cart-add-request';
import { createCartStore } from './cart-store';

const browser = fakeBrowserForEachTest();
const storedLines = () => browser.stored(storageKeys.cart);

interface Answers {
  /** What `/variants` answers when /cart refreshes. */
  freshVariants?: (args: { input: { productIds: string[] } }) => Promise<Variant[]>;
  /** The product with its live stock, as the BFF answers an add that does not carry it. */
  liveProduct?: (productId: string) => Promise<Product[]>;
}

/** The cart over the fake browser's storage, started from what it holds, as the app starts it over the real one. */
function startCart({ freshVariants = async () => [], liveProduct = async () => [] }: Answers = {}) {
  const asked: string[] = [];
  const store = createCartStore(browser.storage, browser.tabs);
  const machine = cartMachine.provide({
    actors: {
      store: storedValueActor(store),
      fetchFreshVariants: fromPromise(freshVariants),
      fetchLiveProduct: fromPromise<Product[], { productId: string }>(({ input }) => {
        asked.push(input.productId);
        return liveProduct(input.productId);
      }),
    },
  });
  const actor = createActor(machine, { input: { lines: store.read() } });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const notices = () => emitted.flatMap((event) => (event.type === 'notice' ? [event.notice] : []));
  const settled = () => waitFor(actor, (snapshot) => snapshot.context.checking.length === 0);
  return { actor, emitted, notices, asked, settled, lines: () => actor.getSnapshot().context.lines };
}

const shirt = aProduct({
  id: 'prod_1',
  title: 'Chemise Oxford',
  variants: [aVariant({ id: 'var_1', title: 'M', inventory_quantity: 5 })],
});
const scarf = aProduct({
  id: 'prod_2',
  title: 'Écharpe',
  variants: [aVariant({ id: 'var_2', title: 'Unique', inventory_quantity: 5 })],
});
/** The lines those two make in a stored cart. */
const shirtLine = aCartLine();
const scarfLine = aCartLine({
  product: { id: 'prod_2', title: 'Écharpe' },
  variant: { id: 'var_2', title: 'Unique' },
});

/** The shirt as a list shows it: its stock unknown. */
const listedShirt = {
  ...shirt,
  variants: [aVariant({ id: 'var_1', title: 'M', inventory_quantity: undefined })],
};

/** « Ajouter au panier » for the first variant of `product`, which the request carries when `product` is said. */
function addRequest(
  { id, title, variants }: Product,
  from: AddPlace,
  { quantity = 1, product }: { quantity?: number; product?: Product } = {},
): CartAddRequest {
  return { productId: id, variantId: variants[0]?.id ?? null, name: title, quantity, from, product };
}

/** As the product page sends it: with the product and its live stock. */
const fromPanel = (product: Product, quantity = 1) =>
  ({ type: 'cart.add', request: addRequest(product, 'panel', { quantity, product }) }) as const;

const titles: Record<AddPlace, string> = {
  panel: "Oups! Quelque chose s'est mal passé.",
  tile: "Erreur d'ajout au panier",
  wishlist: "Erreur d'ajout au panier",
};
const places = Object.keys(titles) as AddPlace[];

describe('cart machine', () => {
  it('starts from the stored cart', () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([aCartLine()]));
    expect(startCart().lines()).toEqual([aCartLine()]);
  });

  it('adds at once what carries its stock, merges the same variant, stores every change and tells each add', () => {
    const cart = startCart();
    cart.actor.send(fromPanel(shirt));
    cart.actor.send(fromPanel(scarf));
    cart.actor.send(fromPanel(shirt, 2));
    expect(cart.asked).toEqual([]);
    expect(cart.lines().map((line) => [line.variant.id, line.quantity])).toEqual([
      ['var_1', 3],
      ['var_2', 1],
    ]);
    expect(storedLines()).toEqual(cart.lines());
    // The drawer says a taken add: no toast.
    expect(cart.notices()).toEqual([]);
    expect(
      cart.emitted.flatMap((event) =>
        event.type === 'cart.added' ? [[event.from, event.line.variant.id, event.line.quantity]] : [],
      ),
    ).toEqual([
      ['panel', 'var_1', 1],
      ['panel', 'var_2', 1],
      ['panel', 'var_1', 2],
    ]);
  });

  it('fetches the live stock of an add that does not carry it, then adds with it', async () => {
    const cart = startCart({
      liveProduct: async () => [
        { ...shirt, variants: [aVariant({ id: 'var_1', title: 'M', inventory_quantity: 2 })] },
      ],
    });
    const request = addRequest(listedShirt, 'tile');
    cart.actor.send({ type: 'cart.add', request });
    // Its button shows the wait meanwhile.
    expect(cart.actor.getSnapshot().context.checking).toEqual([request]);
    await cart.settled();
    expect(cart.asked).toEqual(['prod_1']);
    expect(cart.lines()).toMatchObject([{ variant: { id: 'var_1', inventory_quantity: 2 }, quantity: 1 }]);
    expect(storedLines()).toEqual(cart.lines());
    expect(cart.emitted).toMatchObject([
      { type: 'cart.added', from: 'tile', line: { product: { id: 'prod_1' } } },
    ]);
  });

  it('fetches it too for a product page whose stock is not known yet', async () => {
    const cart = startCart({ liveProduct: async () => [shirt] });
    cart.actor.send({
      type: 'cart.add',
      request: addRequest(listedShirt, 'panel', { product: listedShirt }),
    });
    await cart.settled();
    expect(cart.asked).toEqual(['prod_1']);
    expect(cart.lines()).toMatchObject([{ variant: { inventory_quantity: 5 } }]);
  });

  it('takes a second press on a product whose stock is being fetched as the same add', async () => {
    const cart = startCart({ liveProduct: async () => [shirt] });
    cart.actor.send({ type: 'cart.add', request: addRequest(listedShirt, 'tile') });
    cart.actor.send({ type: 'cart.add', request: addRequest(listedShirt, 'tile') });
    // Another product's press is an add of its own.
    cart.actor.send({ type: 'cart.add', request: addRequest(scarf, 'tile') });
    await cart.settled();
    expect(cart.asked).toEqual(['prod_1', 'prod_2']);
    expect(cart.lines().map((line) => line.quantity)).toEqual([1]);
  });

  describe.each(places)('refused, from the %s', (from) => {
    const refusal = (description: string) => ({ tone: 'critical', title: titles[from], description });
    const full = () =>
      browser.storage.items.set(storageKeys.cart, JSON.stringify([aCartLine({ quantity: 5 })]));

    it('by the stock rule: titled after where it was pressed, the product’s words, nothing changed', async () => {
      full();
      const cart = startCart({ liveProduct: async () => [shirt] });
      const request = addRequest(listedShirt, from, { product: from === 'panel' ? shirt : undefined });
      cart.actor.send({ type: 'cart.add', request });
      await cart.settled();
      expect(cart.lines()).toEqual([aCartLine({ quantity: 5 })]);
      expect(cart.emitted).toEqual([
        {
          type: 'notice',
          notice: refusal('Stock insuffisant pour Chemise Oxford (M). Seulement 5 restant.'),
        },
      ]);
    });

    it('when the live stock cannot be read: nothing is added on a guess', async () => {
      const cart = startCart({
        liveProduct: () => Promise.reject(new Error('HTTP 503: Service Unavailable')),
      });
      cart.actor.send({ type: 'cart.add', request: addRequest(listedShirt, from) });
      await cart.settled();
      expect(cart.lines()).toEqual([]);
      expect(cart.notices()).toEqual([refusal("Nous n'avons pas pu vérifier le stock. Veuillez réessayer.")]);
    });
  });

  it('refuses under the title of the place the address names, as a press there would have been', async () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([aCartLine({ quantity: 5 })]));
    const cart = startCart({ liveProduct: async () => [shirt] });
    for (const from of ['panel', 'tile'] as const) {
      const request = addRequestFrom(
        new URLSearchParams(addFormFields('prod_1', 'var_1', from)),
        'Cet article',
      );
      if (request) cart.actor.send({ type: 'cart.add', request });
      await cart.settled();
    }
    expect(cart.notices().map((notice) => notice.title)).toEqual([titles.panel, titles.tile]);
  });

  it('adds nothing on a guess when /variants still says nothing of the variant', async () => {
    const cart = startCart({ liveProduct: async () => [listedShirt] });
    cart.actor.send({ type: 'cart.add', request: addRequest(listedShirt, 'tile') });
    await cart.settled();
    expect(cart.lines()).toEqual([]);
    expect(cart.notices()).toMatchObject([
      { description: "Nous n'avons pas pu vérifier le stock. Veuillez réessayer." },
    ]);
  });

  it('refuses a product no longer sold, or no longer priced, by the name the shopper saw', async () => {
    const answers = [
      [],
      [{ ...shirt, purchasable: false }],
      [{ ...shirt, price: null, variants: [aVariant({ id: 'var_1', price: null })] }],
    ];
    for (const answer of answers) {
      const cart = startCart({ liveProduct: async () => answer });
      cart.actor.send({ type: 'cart.add', request: addRequest(listedShirt, 'wishlist') });
      await cart.settled();
      expect(cart.lines()).toEqual([]);
      expect(cart.notices()).toMatchObject([
        {
          title: "Erreur d'ajout au panier",
          description: "Chemise Oxford n'est plus disponible à la vente.",
        },
      ]);
    }
  });

  it('refuses a 100th unit and a 51st line in French', () => {
    const cart = startCart();
    const untracked = (id: string) =>
      aProduct({ id, variants: [aVariant({ id, manage_inventory: false, inventory_quantity: null })] });
    cart.actor.send(fromPanel(untracked('lots'), 100));
    for (let i = 0; i < 51; i += 1) cart.actor.send(fromPanel(untracked(`v${i}`)));
    expect(cart.lines()).toHaveLength(50);
    const refusals = cart.notices().filter((notice) => notice.tone === 'critical');
    expect(refusals.map((notice) => notice.description)).toEqual([
      'Quantité maximale atteinte pour cet article (99).',
      'Votre panier est complet (50 articles différents au maximum).',
    ]);
  });

  it('sets a quantity, removes below 1, removes and clears, storing each time', () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([shirtLine, scarfLine]));
    const { actor, lines } = startCart();
    actor.send({ type: 'cart.setQuantity', variantId: 'var_2', quantity: 3 });
    expect(lines().map((line) => line.quantity)).toEqual([1, 3]);
    actor.send({ type: 'cart.setQuantity', variantId: 'var_1', quantity: 0 });
    expect(storedLines()).toEqual([{ ...scarfLine, quantity: 3 }]);
    actor.send({ type: 'cart.remove', variantId: 'var_2' });
    expect(storedLines()).toEqual([]);
    actor.send(fromPanel(shirt));
    actor.send({ type: 'cart.clear' });
    expect(lines()).toEqual([]);
    expect(storedLines()).toEqual([]);
  });

  it('refuses a quantity beyond stock from the cart page too', () => {
    browser.storage.items.set(storageKeys.cart, JSON.stringify([shirtLine]));
    const { actor, emitted, lines } = startCart();
    actor.send({ type: 'cart.setQuantity', variantId: 'var_1', quantity: 6 });
    expect(lines()[0]?.quantity).toBe(1);
    // The page checked first and says it on the line: no notice.
    expect(emitted).toEqual([]);
  });

  it('follows another tab without writing back, and stops when stopped', () => {
    const { actor, lines } = startCart();
    browser.tabs.dispatchEvent(storageEvent(browser.storage, storageKeys.cart, JSON.stringify([scarfLine])));
    expect(lines()).toEqual([scarfLine]);
    // The event carried the other tab's value without storing it here: this tab wrote nothing.
    expect(storedLines()).toBeNull();
    actor.stop();
    browser.tabs.dispatchEvent(storageEvent(browser.storage, storageKeys.cart, '[]'));
    expect(lines()).toEqual([scarfLine]);
  });

  it('keeps the change in memory and says so when the storage is full', () => {
    const { actor, emitted, lines } = startCart();
    browser.storage.failure = new DOMException('full', 'QuotaExceededError');
    actor.send(fromPanel(shirt));
    expect(lines()).toMatchObject([{ variant: { id: 'var_1' }, quantity: 1 }]);
    expect(emitted.filter((event) => event.type === 'notice')).toMatchObject([
      { type: 'notice', notice: { title: 'Espace de stockage saturé' } },
    ]);
  });

  describe('refresh', () => {
    it('takes fresh prices and stock from the BFF, stores them and gives one notice', async () => {
      browser.storage.items.set(storageKeys.cart, JSON.stringify([aCartLine({ quantity: 3 }), scarfLine]));
      const fresh = [
        aVariant({ id: 'var_1', price: aPrice(9000), inventory_quantity: 2 }),
        aVariant({ id: 'var_2', price: aPrice(9000, 7000) }),
      ];
      const { actor, emitted, lines } = startCart({ freshVariants: async () => fresh });
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
        JSON.stringify([shirtLine, aCartLine({ variant: { id: 'var_3' } }), scarfLine]),
      );
      const { actor } = startCart({
        freshVariants: async ({ input }) => {
          asked.push(input.productIds);
          return [];
        },
      });
      actor.send({ type: 'cart.refresh' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(asked).toEqual([['prod_1', 'prod_2']]);
    });

    it('keeps the cart as it was when the BFF fails', async () => {
      browser.storage.items.set(storageKeys.cart, JSON.stringify([shirtLine]));
      const { actor, emitted, lines } = startCart({
        freshVariants: () => Promise.reject(new Error('HTTP 503: Service Unavailable')),
      });
      actor.send({ type: 'cart.refresh' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(lines()).toEqual([shirtLine]);
      expect(emitted).toEqual([]);
    });

    it('does not call the BFF for an empty cart', () => {
      const { actor } = startCart();
      actor.send({ type: 'cart.refresh' });
      expect(actor.getSnapshot().value).toBe('idle');
    });
  });
});
