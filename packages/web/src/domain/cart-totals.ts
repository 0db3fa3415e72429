import type { CartLine } from './cart';
import { payablePrice } from './price';

/** Standard delivery is free from 150,00 € of subtotal, included; otherwise it costs 7,90 € (SPEC §9). */
export const FREE_SHIPPING_FROM_IN_CENTS = 15000;
export const STANDARD_SHIPPING_IN_CENTS = 790;

export interface Shipping {
  free: boolean;
  costInCents: number;
  /** What the subtotal still lacks for free delivery (« Plus que X € … »); 0 once it is free. */
  missingForFreeInCents: number;
}

export interface CartSummary {
  /** Units, the sum of quantities: what the cart badge counts. */
  units: number;
  subtotalInCents: number;
  shipping: Shipping;
  totalInCents: number;
  currency: string;
}

export function lineTotal(line: CartLine): number {
  return payablePrice(line.variant) * line.quantity;
}

export function cartUnits(lines: readonly CartLine[]): number {
  return lines.reduce((units, line) => units + line.quantity, 0);
}

export function shippingFor(subtotalInCents: number): Shipping {
  if (subtotalInCents >= FREE_SHIPPING_FROM_IN_CENTS) {
    return { free: true, costInCents: 0, missingForFreeInCents: 0 };
  }
  return {
    free: false,
    costInCents: STANDARD_SHIPPING_IN_CENTS,
    missingForFreeInCents: FREE_SHIPPING_FROM_IN_CENTS - subtotalInCents,
  };
}

/** The cart summary; the store sells in one currency, the euro when the cart is empty. */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  const subtotalInCents = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = shippingFor(subtotalInCents);
  return {
    units: cartUnits(lines),
    subtotalInCents,
    shipping,
    totalInCents: subtotalInCents + shipping.costInCents,
    currency: lines[0]?.variant.currency ?? 'EUR',
  };
}
