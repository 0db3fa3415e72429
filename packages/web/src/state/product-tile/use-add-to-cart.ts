import { useCallback } from 'react';
import type { CartLine } from '../../domain/cart';
import { CartActor } from '../app-actors';
import { useShowNotice } from '../use-show-notice';
import { addLineToCart } from './add-to-cart';
import { addedToCartNotice, addToCartFailedNotice } from './messages';

/**
 * Adds a line to the cart and says how it went in the toaster: « Ajouté au panier », or the refusal under
 * `failureTitle` (SPEC §8: « Erreur d'ajout au panier » in lists, « Oups! Quelque chose s'est mal passé. » on the
 * product page). Returns whether the cart took it.
 */
export function useAddToCart(failureTitle: string): (line: CartLine) => boolean {
  const cart = CartActor.useActorRef();
  const show = useShowNotice();
  return useCallback(
    (line: CartLine) => {
      const outcome = addLineToCart(cart, line);
      // The storage-full notice is on screen: replacing it with « Ajouté au panier » would hide it (one at a time).
      if (outcome.ok && outcome.storageFull) return true;
      const notice = outcome.ok
        ? addedToCartNotice(line)
        : addToCartFailedNotice(failureTitle, outcome.message);
      show(notice);
      return outcome.ok;
    },
    [cart, show, failureTitle],
  );
}
