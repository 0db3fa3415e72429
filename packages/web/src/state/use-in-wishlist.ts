import { useHydrated } from '../shared/use-hydrated';
import { WishlistActor } from './app-actors';

/**
 * Whether the shopper keeps this product among their favourites. The wishlist lives in the browser's storage,
 * which the server does not know: a server-rendered heart is empty, and so is the hydration's, until it is over.
 */
export function useInWishlist(productId: string): boolean {
  const hydrated = useHydrated();
  const saved = WishlistActor.useSelector(({ context }) =>
    context.items.some((item) => item.productId === productId),
  );
  return hydrated && saved;
}
