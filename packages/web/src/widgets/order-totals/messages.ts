/** The totals' French strings, as the cart and the order recap show them. The product's strings (docs/product/) are copied to the letter. */
export const totalsMessages = {
  subtotal: 'Sous-total',
  shipping: 'Livraison standard',
  /** The shipping line when delivery is free (docs/product/screens.md). */
  freeShipping: 'Offerte',
  /** The shipping line of a cart in another currency than the euro: the payment page sets delivery. */
  shippingAtCheckout: 'Calculée lors du paiement',
  total: 'Total',
} as const;
