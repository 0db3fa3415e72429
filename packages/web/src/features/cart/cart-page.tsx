import { ButtonLink, Container, EmptyState, Stack, VisuallyHidden } from '@aurele/ui';
import { useEffect, useRef } from 'react';
import type { CartLine } from '../../domain/cart';
import { cartUnits } from '../../domain/cart-totals';
import { exceedsStock } from '../../domain/stock';
import { ListPageHeader } from '../../shared/list-page-header';
import { PageLoading } from '../../shared/page-loading';
import { RouterLink } from '../../shared/router-link';
import { useFocusAfterRemoval } from '../../shared/use-focus-after-removal';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { CartActor } from '../../state/app-actors';
import { addedToCartSentence } from '../../state/cart-messages';
import { RecentlyViewed } from '../../widgets/recently-viewed/recently-viewed';
import { CartLineList } from './cart-line-list';
import * as styles from './cart-page.css';
import { CartReassurance } from './cart-reassurance';
import { CartSummary } from './cart-summary';
import type { CheckoutSlot } from './checkout-slot';
import { ClearCartButton } from './clear-cart-button';
import { cartMessages, unitCount } from './messages';
import { useAddFromAddress } from './use-add-from-address';
import { useCartLineEditing } from './use-cart-line-editing';

export interface CartPageProps {
  /** The payment button, given by the app: the checkout is a feature of its own. */
  checkout: CheckoutSlot;
}

/**
 * /cart: the lines, fresh from the BFF on opening (changed prices and lines beyond stock are pointed out on their
 * line), the summary with the shipping rule, and the way to the payment page. Other tabs' changes show up live
 * through the cart actor.
 */
const noLines: CartLine[] = [];

export function CartPage({ checkout: CheckoutButton }: CartPageProps) {
  const cart = CartActor.useActorRef();
  // The lines come from browser storage: the prerendered page, and the hydration after it, wait for them.
  const hydrated = useHydrated();
  const storedLines = CartActor.useSelector(({ context }) => context.lines);
  const lines = hydrated ? storedLines : noLines;
  const updates = CartActor.useSelector(({ context }) => context.updates);
  usePageTitle(cartMessages.title);
  useMetaDescription(cartMessages.description);
  const editing = useCartLineEditing(lines);
  const headerRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    cart.send({ type: 'cart.refresh' });
  }, [cart]);
  useAddFromAddress();
  // An add pressed before the app ran lands here: the page is the cart, the line shows, a screen reader hears it.
  const { announce } = editing;
  useEffect(() => {
    const subscription = cart.on('cart.added', ({ line }) => announce(addedToCartSentence(line)));
    return () => subscription.unsubscribe();
  }, [cart, announce]);

  const lineCount = lines.length;
  useFocusAfterRemoval(lineCount, linesRef, headerRef);

  const previousPrices = new Map(
    updates.flatMap((update) =>
      update.kind === 'price' ? [[update.line.variant.id, update.previousPriceInCents] as const] : [],
    ),
  );
  const beyondStock = lines.some((line) => exceedsStock(line.variant, line.quantity));

  return (
    <Container width="wide">
      <div className={styles.page}>
        <Stack space="xxlarge">
          <ListPageHeader
            title={cartMessages.title}
            variant="ruled"
            count={lineCount > 0 ? unitCount(cartUnits(lines)) : null}
            ref={headerRef}
          />
          {!hydrated ? (
            <PageLoading />
          ) : lineCount === 0 ? (
            <>
              <EmptyState
                title={cartMessages.empty.title}
                description={cartMessages.empty.description}
                action={
                  <ButtonLink href="/shop" render={<RouterLink />} variant="secondary">
                    {cartMessages.empty.action}
                  </ButtonLink>
                }
              />
              <RecentlyViewed />
            </>
          ) : (
            <div className={styles.layout}>
              <Stack space="large">
                <CartLineList
                  lines={lines}
                  editing={editing}
                  previousPrices={previousPrices}
                  ref={linesRef}
                />
                <div>
                  <ClearCartButton onConfirm={editing.clear} />
                </div>
              </Stack>
              <div className={styles.summary}>
                <CartSummary lines={lines}>
                  <CheckoutButton
                    lines={lines}
                    blockedReason={beyondStock ? cartMessages.summary.beyondStock : undefined}
                    onStockRefused={() => cart.send({ type: 'cart.refresh' })}
                  />
                  <CartReassurance />
                </CartSummary>
              </div>
            </div>
          )}
        </Stack>
        <div role="status">
          <VisuallyHidden>{editing.announcement}</VisuallyHidden>
        </div>
      </div>
    </Container>
  );
}
