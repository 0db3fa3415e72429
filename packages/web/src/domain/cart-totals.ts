import { houseDelivery } from '@aurele/storefront-contract';
import type { CurrencyDisplay } from '@aurele/ui/format-price';
import type { CartLine } from './cart';
import { payablePrice } from './price';

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

/**
 * The house's delivery rule (docs/product/rules.md#house-constants) is written in euros: another currency's delivery is
 * the payment page's.
 */
export function shippingFor(subtotalInCents: number, currency: string = houseDelivery.currency): Shipping {
  if (currency.toUpperCase() !== houseDelivery.currency) return { kind: 'at-checkout' };
  if (subtotalInCents >= houseDelivery.freeFromInCents) return { kind: 'free' };
  return {
    kind: 'flat',
    costInCents: houseDelivery.standardInCents,
    missingForFreeInCents: houseDelivery.freeFromInCents - subtotalInCents,
  };
}

/** The cart summary; the store sells in one currency, the euro when the cart is empty. */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  const subtotalInCents = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const first = lines[0]?.variant;
  const currency = first?.currency ?? houseDelivery.currency;
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
