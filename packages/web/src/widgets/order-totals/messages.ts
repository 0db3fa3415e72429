/** The totals' French strings, as the cart and the order recap show them. SPEC.md strings are copied to the letter. */
export const totalsMessages = {
  subtotal: 'Sous-total',
  shipping: 'Livraison standard',
  /** The shipping line when delivery is free (SPEC §2). */
  freeShipping: 'Offerte',
  /** The shipping line of a cart in another currency than the euro: the payment page sets delivery. */
  shippingAtCheckout: 'Calculée lors du paiement',
  total: 'Total',
} as const;
