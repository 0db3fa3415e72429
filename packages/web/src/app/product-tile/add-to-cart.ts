import type { ActorRefFrom } from 'xstate';
import type { CartLine } from '../../domain/cart';
import type { cartMachine } from '../../features/cart/cart.machine';

export type CartRef = ActorRefFrom<typeof cartMachine>;

/** Whether the cart took the line, or the French reason it refused it (SPEC §5 for the stock). */
export type AddToCartOutcome = { ok: true } | { ok: false; message: string };

/**
 * Sends a line to the cart and reads its answer. The cart emits `cart.refused` while it handles the event, so the
 * answer is known when `send` returns.
 */
export function addLineToCart(cart: CartRef, line: CartLine): AddToCartOutcome {
  let refusal: string | null = null;
  const subscription = cart.on('cart.refused', ({ message }) => {
    refusal = message;
  });
  try {
    cart.send({ type: 'cart.add', line });
  } finally {
    subscription.unsubscribe();
  }
  return refusal === null ? { ok: true } : { ok: false, message: refusal };
}
