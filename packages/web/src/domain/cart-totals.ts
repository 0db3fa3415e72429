import type { CartLine } from './cart';
import type { CurrencyDisplay } from './money';
import { payablePrice } from './price';

/** Standard delivery is free from 150,00 € of subtotal, included; otherwise it costs 7,90 € (SPEC §9). */
export const FREE_SHIPPING_FROM_IN_CENTS = 15000;
export const STANDARD_SHIPPING_IN_CENTS = 790;
/** The published shipping rule is written in euros: a store in another currency sets its own on its payment page. */
const SHIPPING_RULE_CURRENCY = 'EUR';

export type Shipping =
  | { kind: 'free' }
  /** `missingForFreeInCents`: what the subtotal still lacks for free delivery (« Plus que X € … »). */
  | { kind: 'flat'; costInCents: number; missingForFreeInCents: number }
  /** Another currency than the euro: the payment page says what delivery costs, if anything. */
  | { kind: 'at-checkout' };

export interface CartSummary {
  /** Units, the sum of quantities: what the cart badge counts. */
  units: number;
  subtotalInCents: number;
  shipping: Shipping;
  totalInCents: number;
  currency: string;
  currencyDisplay?: CurrencyDisplay;
}

export function lineTotal(line: CartLine): number {
  return payablePrice(line.variant) * line.quantity;
}

export function cartUnits(lines: readonly CartLine[]): number {
  return lines.reduce((units, line) => units + line.quantity, 0);
}

export function shippingFor(subtotalInCents: number, currency = SHIPPING_RULE_CURRENCY): Shipping {
  if (currency.toUpperCase() !== SHIPPING_RULE_CURRENCY) return { kind: 'at-checkout' };
  if (subtotalInCents >= FREE_SHIPPING_FROM_IN_CENTS) return { kind: 'free' };
  return {
    kind: 'flat',
    costInCents: STANDARD_SHIPPING_IN_CENTS,
    missingForFreeInCents: FREE_SHIPPING_FROM_IN_CENTS - subtotalInCents,
  };
}

/** The cart summary; the store sells in one currency, the euro when the cart is empty. */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  const subtotalInCents = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const first = lines[0]?.variant;
  const currency = first?.currency ?? SHIPPING_RULE_CURRENCY;
  const shipping = shippingFor(subtotalInCents, currency);
  return {
    units: cartUnits(lines),
    subtotalInCents,
    shipping,
    totalInCents: subtotalInCents + (shipping.kind === 'flat' ? shipping.costInCents : 0),
    currency,
    ...(first?.currency_display ? { currencyDisplay: first.currency_display } : {}),
  };
}
