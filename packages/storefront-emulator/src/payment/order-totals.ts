import type { StoreProfile } from '../profiles/store-profile.js';
import type { CheckoutLine } from '../state/checkout-sessions.js';
import { shippingFor } from './money.js';

export interface OrderTotals {
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
}

export const lineTotal = (line: CheckoutLine) => line.unitAmount * line.quantity;

/** What the shopper pays: the lines, plus standard delivery unless the store's rule makes it free. */
export function orderTotals(lines: readonly CheckoutLine[], profile: StoreProfile): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = shippingFor(subtotal, profile);
  return { subtotal, shipping, total: subtotal + shipping };
}
