import type { ComponentType } from 'react';
import type { CartLine } from '../../domain/cart';

/** What the cart (its page, its drawer) hands the payment button, which the app gives: checkout is its own feature. */
export interface CheckoutSlotProps {
  /** What is paid for. */
  lines: readonly CartLine[];
  /** Why paying must wait (a line beyond stock). */
  blockedReason?: string;
  /** The store refused the payment for stock: the cart reads its stock again to point out the line. */
  onStockRefused?: () => void;
  /** The button's words where the page's are not the right ones (« Commander » in the drawer). */
  label?: string;
}

export type CheckoutSlot = ComponentType<CheckoutSlotProps>;
