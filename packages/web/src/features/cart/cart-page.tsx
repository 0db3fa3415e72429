import { ButtonLink, Container, EmptyState, Stack, VisuallyHidden } from '@aurele/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { type CartLine, setLineQuantity } from '../../domain/cart';
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
import { refusalMessage } from '../../state/cart-messages';
import { CartLineItem, lineName } from './cart-line';
import * as styles from './cart-page.css';
import { CartReassurance } from './cart-reassurance';
import { CartSummary } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';
import { cartMessages, unitCount } from './messages';
import { useAddFromAddress } from './use-add-from-address';

/** A refused quantity change, said on its line until the next change. */
interface Refusal {
  variantId: string;
  message: string;
}

export interface CartPageProps {
  /** The payment button, given by the app: the checkout is a feature of its own. */
  checkout: ComponentType<CheckoutSlotProps>;
}

/** What the cart hands the payment button. */
interface CheckoutSlotProps {
  /** What is paid for. */
  lines: readonly CartLine[];
  /** Why paying must wait (a line beyond stock). */
  blockedReason?: string;
  /** The store refused the payment for stock: the cart reads its stock again to point out the line. */
  onStockRefused?: () => void;
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
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headerRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    cart.send({ type: 'cart.refresh' });
  }, [cart]);
  useAddFromAddress();

  const lineCount = lines.length;
  useFocusAfterRemoval(lineCount, linesRef, headerRef);

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
            <EmptyState
              title={cartMessages.empty.title}
              description={cartMessages.empty.description}
              action={
                <ButtonLink href="/shop" render={<RouterLink />} variant="secondary">
                  {cartMessages.empty.action}
                </ButtonLink>
              }
            />
          ) : (
            <div className={styles.layout}>
              <Stack space="large">
                <ul
                  className={styles.lines}
                  ref={linesRef}
                  tabIndex={-1}
                  aria-label={cartMessages.linesLabel}
                >
                  {lines.map((line) => (
                    <CartLineItem
                      key={line.variant.id}
                      line={line}
                      previousPriceInCents={previousPrices.get(line.variant.id)}
                      refusal={refusal?.variantId === line.variant.id ? refusal.message : undefined}
                      onQuantityChange={(quantity) => changeQuantity(line, quantity)}
                      onRemove={() => remove(line)}
                    />
                  ))}
                </ul>
                <div>
                  <ClearCartButton onConfirm={clear} />
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
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </div>
      </div>
    </Container>
  );
}
