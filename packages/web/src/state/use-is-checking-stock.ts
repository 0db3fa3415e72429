import { CartActor } from './app-actors';

/** Whether the cart is fetching a product's live stock for an add: its button shows the wait meanwhile. */
export function useIsCheckingStock(): (productId: string) => boolean {
  const checking = CartActor.useSelector(({ context }) => context.checking);
  return (productId) => checking.some((request) => request.productId === productId);
}
