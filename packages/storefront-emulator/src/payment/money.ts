import { STORE_CURRENCY } from '../catalogue/store-currency.js';

/** DECISIONS.md: standard delivery is free from 150,00 € of subtotal (included), otherwise 7,90 €. */
export const FREE_SHIPPING_FROM = 15_000;
export const STANDARD_SHIPPING = 790;

export function shippingFor(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_FROM ? 0 : STANDARD_SHIPPING;
}

/** An amount in the store's minor units written the French way: « 1 234,50 € ». */
export function formatMoney(amount: number): string {
  const { code, decimal_digits } = STORE_CURRENCY;
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code.toUpperCase() }).format(
    amount / 10 ** decimal_digits,
  );
}
