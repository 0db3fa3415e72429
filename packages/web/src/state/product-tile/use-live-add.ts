import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { addToCartFailedInList } from '../../shared/messages';
import { CartActor } from '../app-actors';
import { addToCartFailedNotice } from '../cart-messages';
import { useShowNotice } from '../use-show-notice';
import { liveAddMachine } from './live-add.machine';
import type { LiveAddRequest } from './live-line';

export interface LiveAdd {
  add: (request: LiveAddRequest) => void;
  /** The product whose stock is being checked, whose button shows the wait. */
  pendingProductId: string | null;
}

/**
 * « Ajouter au panier » in a list: the live-add machine checks the product's stock, then the cart takes the line
 * (or refuses it) and the toaster says so under « Erreur d'ajout au panier ». `onAdded` runs once the cart took
 * it (the wishlist then lets the item go); keep it stable (`useCallback`).
 */
export function useLiveAdd(onAdded?: (productId: string) => void): LiveAdd {
  const cart = CartActor.useActorRef();
  const show = useShowNotice();
  const actor = useActorRef(liveAddMachine);
  const pendingProductId = useSelector(actor, (snapshot) =>
    snapshot.matches('checking') ? (snapshot.context.request?.productId ?? null) : null,
  );
  useEffect(() => {
    const subscriptions = [
      actor.on('liveAdd.ready', ({ line }) => {
        const before = cart.getSnapshot().context.lines;
        cart.send({ type: 'cart.add', line, refusalTitle: addToCartFailedInList });
        // The cart handles an event as it is sent: other lines than before mean it took this one.
        if (cart.getSnapshot().context.lines !== before) onAdded?.(line.product.id);
      }),
      actor.on('liveAdd.refused', ({ message }) =>
        show(addToCartFailedNotice(addToCartFailedInList, message)),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, cart, onAdded, show]);
  const add = useCallback(
    (request: LiveAddRequest) => actor.send({ type: 'liveAdd.request', request }),
    [actor],
  );
  return { add, pendingProductId };
}
