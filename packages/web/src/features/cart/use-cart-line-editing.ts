import { useState } from 'react';
import { type CartLine, setLineQuantity } from '../../domain/cart';
import { CartActor } from '../../state/app-actors';
import { refusalMessage } from '../../state/cart-messages';
import { lineName } from './cart-line';
import { cartMessages } from './messages';

/** A refused quantity change, said on its line until the next change. */
interface Refusal {
  variantId: string;
  message: string;
}

/**
 * What the cart page and the cart drawer do with a line: change its quantity by the cart's stock rule (a refusal is
 * said on its line), remove it (said to a screen reader), and empty the cart.
 */
export function useCartLineEditing(lines: readonly CartLine[]) {
  const cart = CartActor.useActorRef();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const remove = (line: CartLine) => {
    cart.send({ type: 'cart.remove', variantId: line.variant.id });
    setAnnouncement(cartMessages.line.removed(lineName(line)));
  };

  const changeQuantity = (line: CartLine, quantity: number) => {
    // The cart would refuse the same way; asking first tells which line to put the reason on.
    const change = setLineQuantity(lines, line.variant.id, quantity);
    if (!change.ok) {
      setRefusal({ variantId: line.variant.id, message: refusalMessage(change.refusal) });
      return;
    }
    setRefusal(null);
    if (quantity < 1) remove(line);
    else cart.send({ type: 'cart.setQuantity', variantId: line.variant.id, quantity });
  };

  const clear = () => {
    cart.send({ type: 'cart.clear' });
    setAnnouncement(cartMessages.clear.done);
  };

  return {
    /** Why the last change of this line was refused, if it was. */
    refusalOf: (line: CartLine) => (refusal?.variantId === line.variant.id ? refusal.message : undefined),
    changeQuantity,
    remove,
    clear,
    /** The last removal or emptying, for a polite live region. */
    announcement,
    announce: setAnnouncement,
  };
}
