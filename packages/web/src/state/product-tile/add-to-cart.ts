import type { ActorRefFrom } from 'xstate';
import type { CartLine } from '../../domain/cart';
import type { cartMachine } from '../cart.machine';

export type CartRef = ActorRefFrom<typeof cartMachine>;

/**
 * Whether the cart took the line (`storageFull`: but the browser could not save it, which the cart's own notice
 * already says), or the French reason it refused it (SPEC §5 for the stock).
 */
export type AddToCartOutcome = { ok: true; storageFull: boolean } | { ok: false; message: string };

/**
 * Sends a line to the cart and reads its answer. The cart emits `cart.refused`, or its storage-full notice, while
 * it handles the event, so the answer is known when `send` returns.
 */
export function addLineToCart(cart: CartRef, line: CartLine): AddToCartOutcome {
  let refusal: string | null = null;
  let storageFull = false;
  const subscriptions = [
    cart.on('cart.refused', ({ message }) => {
      refusal = message;
    }),
    // The only notice an add can make the cart emit.
    cart.on('notice', () => {
      storageFull = true;
    }),
  ];
  try {
    cart.send({ type: 'cart.add', line });
  } finally {
    for (const subscription of subscriptions) subscription.unsubscribe();
  }
  return refusal === null ? { ok: true, storageFull } : { ok: false, message: refusal };
}
