import { ButtonLink, Dialog, Stack, Text, VisuallyHidden } from '@aurele/ui';
import { useRef } from 'react';
import type { CartLine } from '../../domain/cart';
import { cartSummary } from '../../domain/cart-totals';
import { exceedsStock } from '../../domain/stock';
import { RouterLink } from '../../shared/router-link';
import { useFocusAfterRemoval } from '../../shared/use-focus-after-removal';
import { CartActor } from '../../state/app-actors';
import { addedToCart, addedToCartSentence } from '../../state/cart-messages';
import { OrderTotals } from '../../widgets/order-totals/order-totals';
import * as styles from './cart-drawer.css';
import { CartLineList } from './cart-line-list';
import type { CheckoutSlot } from './checkout-slot';
import { FreeDeliveryProgress } from './free-delivery-progress';
import { cartMessages, unitCount } from './messages';
import { useCartLineEditing } from './use-cart-line-editing';

const messages = cartMessages.drawer;

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The line an add just took (its units), shown first and said; null when the shopper opened the cart. */
  added: CartLine | null;
  /** Whether closing gives the focus back to what opened it (not after a link led to another page). */
  autoFocusOnHide?: () => boolean;
  checkout: CheckoutSlot;
}

/** The added line first: the shopper sees what they just chose at the top, the rest of the cart under it. */
function addedFirst(lines: readonly CartLine[], added: CartLine | null): CartLine[] {
  const index = added ? lines.findIndex((line) => line.variant.id === added.variant.id) : -1;
  if (index <= 0) return [...lines];
  return [lines[index] as CartLine, ...lines.slice(0, index), ...lines.slice(index + 1)];
}

/**
 * The cart at hand: after an add (headed « Ajouté au panier », the line taken first and marked) or from the
 * header's bag. Its lines change as on /cart, by the same stock rule; the totals, the way to free delivery,
 * « Commander » (the cart page's checkout) and « Voir le panier ». A bottom sheet on a phone, a side panel above.
 */
export function CartDrawer({
  open,
  onClose,
  added,
  autoFocusOnHide,
  checkout: CheckoutButton,
}: CartDrawerProps) {
  const cart = CartActor.useActorRef();
  const lines = CartActor.useSelector(({ context }) => context.lines);
  const editing = useCartLineEditing(lines);
  const linesRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  useFocusAfterRemoval(lines.length, linesRef, emptyRef);
  const summary = cartSummary(lines);
  const beyondStock = lines.some((line) => exceedsStock(line.variant, line.quantity));
  const shown = addedFirst(lines, added);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="sheet"
      title={added ? addedToCart : cartMessages.title}
      description={added ? addedToCartSentence(added) : undefined}
      closeLabel={messages.close}
      autoFocusOnHide={autoFocusOnHide}
      footer={
        lines.length > 0 && (
          <div className={styles.footer}>
            <Stack space="medium">
              <FreeDeliveryProgress shipping={summary.shipping} />
              <OrderTotals lines={lines} />
              <CheckoutButton
                lines={lines}
                label={messages.checkout}
                blockedReason={beyondStock ? cartMessages.summary.beyondStock : undefined}
                onStockRefused={() => cart.send({ type: 'cart.refresh' })}
              />
              <ButtonLink href="/cart" render={<RouterLink />} variant="secondary" width="full">
                {messages.viewCart}
              </ButtonLink>
            </Stack>
          </div>
        )
      }
    >
      {lines.length === 0 ? (
        <Stack space="large">
          <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
            {cartMessages.empty.title}
          </p>
          <ButtonLink href="/shop" render={<RouterLink />} variant="secondary">
            {cartMessages.empty.action}
          </ButtonLink>
        </Stack>
      ) : (
        <Stack space="small">
          <Text size="small" tone="secondary">
            {unitCount(summary.units)}
          </Text>
          <CartLineList lines={shown} editing={editing} justAdded={added?.variant.id} ref={linesRef} />
        </Stack>
      )}
      <div role="status">
        <VisuallyHidden>{editing.announcement}</VisuallyHidden>
      </div>
    </Dialog>
  );
}
