import type { StoreProfile } from '../profiles/store-profile.js';

/** Standard delivery for this subtotal under the store's rule; a store without one charges none. */
export function shippingFor(subtotal: number, { shipping }: StoreProfile): number {
  if (!shipping) return 0;
  return subtotal >= shipping.freeFrom ? 0 : shipping.standard;
}

/** An amount in the store currency's minor units written the French way: « 1 234,50 € », « 8 500,00 ₹ ». */
export function formatMoney(amount: number, { currency }: StoreProfile): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.code.toUpperCase() }).format(
    amount / 10 ** currency.decimal_digits,
  );
}
