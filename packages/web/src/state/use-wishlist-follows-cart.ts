import { useEffect } from 'react';
import { CartActor, WishlistActor } from './app-actors';

/**
 * docs/product/data-and-states.md#states-and-transitions: an item added to the cart from the wishlist leaves the
 * wishlist, once the cart has taken it.
 */
export function useWishlistFollowsCart() {
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  useEffect(() => {
    const subscription = cart.on('cart.added', ({ line, from }) => {
      if (from === 'wishlist') wishlist.send({ type: 'wishlist.remove', productId: line.product.id });
    });
    return () => subscription.unsubscribe();
  }, [cart, wishlist]);
}
