import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '../../domain/product';
import { aProduct, aVariant } from '../../testing/catalogue-fixtures';
import { type LiveAddEmitted, liveAddMachine } from './live-add.machine';

/** A card's add whose BFF answers `answer` for the product it asks for. */
function startLiveAdd(answer: (productId: string) => Promise<Product[]>) {
  const asked: string[] = [];
  const machine = liveAddMachine.provide({
    actors: {
      loadProductWithStock: fromPromise<Product[], { productId: string }>(({ input }) => {
        asked.push(input.productId);
        return answer(input.productId);
      }),
    },
  });
  const actor = createActor(machine);
  const emitted: LiveAddEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, asked, emitted };
}

const request = { productId: 'prod_01K2ZQ6M1B7C3D9E5F2G4H8J0K', variantId: 'variant_a', name: 'Foulard' };
/** The product as the list showed it: its stock unknown. */
const listed = aProduct({
  id: request.productId,
  title: 'Foulard',
  variants: [aVariant({ id: 'variant_a', title: 'Unique', inventory_quantity: undefined })],
});
const withLiveStock = (inventory_quantity: number | null | undefined, overrides: Partial<Product> = {}) => [
  {
    ...listed,
    variants: [{ ...aVariant({ id: 'variant_a', title: 'Unique' }), inventory_quantity }],
    ...overrides,
  },
];

async function settle(liveAdd: ReturnType<typeof startLiveAdd>) {
  liveAdd.actor.send({ type: 'liveAdd.request', request });
  expect(liveAdd.actor.getSnapshot().value).toBe('checking');
  await waitFor(liveAdd.actor, (snapshot) => snapshot.matches('idle'));
  return liveAdd.emitted;
}

describe('adding from a card with live stock', () => {
  it('asks the live stock first, then hands the cart a line that carries it', async () => {
    const liveAdd = startLiveAdd(async () => withLiveStock(2));
    const [outcome] = await settle(liveAdd);
    expect(liveAdd.asked).toEqual([request.productId]);
    expect(outcome).toMatchObject({
      type: 'liveAdd.ready',
      line: {
        product: { id: request.productId },
        variant: { id: 'variant_a', inventory_quantity: 2 },
        quantity: 1,
      },
    });
  });

  it('hands over a line of 0 left as 0, for the cart to refuse by the stock rule', async () => {
    const [outcome] = await settle(startLiveAdd(async () => withLiveStock(0)));
    expect(outcome).toMatchObject({ type: 'liveAdd.ready', line: { variant: { inventory_quantity: 0 } } });
  });

  it('hands over a variant that keeps no inventory (null from /variants)', async () => {
    const [outcome] = await settle(startLiveAdd(async () => withLiveStock(null)));
    expect(outcome).toMatchObject({ type: 'liveAdd.ready', line: { variant: { inventory_quantity: null } } });
  });

  it('adds nothing on a guess when /variants still says nothing of the variant', async () => {
    const [outcome] = await settle(startLiveAdd(async () => withLiveStock(undefined)));
    expect(outcome).toEqual({
      type: 'liveAdd.refused',
      message: "Nous n'avons pas pu vérifier le stock. Veuillez réessayer.",
    });
  });

  it('adds nothing when the stock cannot be read at all', async () => {
    const [outcome] = await settle(
      startLiveAdd(async () => {
        throw new Error('HTTP 503: Service Unavailable');
      }),
    );
    expect(outcome).toEqual({
      type: 'liveAdd.refused',
      message: "Nous n'avons pas pu vérifier le stock. Veuillez réessayer.",
    });
  });

  it('refuses a product no longer sold, or no longer priced', async () => {
    for (const products of [
      [],
      withLiveStock(3, { purchasable: false }),
      [{ ...listed, price: null, variants: [aVariant({ id: 'variant_a', price: null })] }],
    ]) {
      const [outcome] = await settle(startLiveAdd(async () => products));
      expect(outcome).toEqual({
        type: 'liveAdd.refused',
        message: "Foulard n'est plus disponible à la vente.",
      });
    }
  });

  it('takes one add at a time', async () => {
    const liveAdd = startLiveAdd(async () => withLiveStock(5));
    liveAdd.actor.send({ type: 'liveAdd.request', request });
    liveAdd.actor.send({ type: 'liveAdd.request', request });
    await waitFor(liveAdd.actor, (snapshot) => snapshot.matches('idle'));
    expect(liveAdd.asked).toHaveLength(1);
    expect(liveAdd.emitted).toHaveLength(1);
  });
});
