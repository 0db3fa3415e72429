import type { Ref } from 'react';
import type { CartLine } from '../../domain/cart';
import { CartLineItem } from './cart-line';
import * as styles from './cart-line-list.css';
import { cartMessages } from './messages';
import type { useCartLineEditing } from './use-cart-line-editing';

export interface CartLineListProps {
  lines: readonly CartLine[];
  editing: ReturnType<typeof useCartLineEditing>;
  /** The prices the last refresh found changed, in cents, by variant id (the cart page's). */
  previousPrices?: ReadonlyMap<string, number>;
  /** The line an add just took, marked (the drawer's). */
  justAdded?: string;
  /** The focus lands on the list when the focused line leaves it. */
  ref?: Ref<HTMLUListElement>;
}

/** The cart's lines, each with its quantity, total and remove button: on the cart page and in the drawer. */
export function CartLineList({ lines, editing, previousPrices, justAdded, ref }: CartLineListProps) {
  return (
    <ul className={styles.list} ref={ref} tabIndex={-1} aria-label={cartMessages.linesLabel}>
      {lines.map((line) => (
        <CartLineItem
          key={line.variant.id}
          line={line}
          justAdded={line.variant.id === justAdded}
          previousPriceInCents={previousPrices?.get(line.variant.id)}
          refusal={editing.refusalOf(line)}
          onQuantityChange={(quantity) => editing.changeQuantity(line, quantity)}
          onRemove={() => editing.remove(line)}
        />
      ))}
    </ul>
  );
}
