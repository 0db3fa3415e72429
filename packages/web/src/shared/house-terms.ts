/**
 * The house's service terms (docs/product/rules.md#house-constants) that the shop states in words, held once for
 * whatever quotes them as figures. The free-delivery rule is the contract's `houseDelivery`, which the payment page
 * applies too.
 */
export const houseTerms = {
  /** Standard delivery, in working days. */
  standardDeliveryDays: { from: 2, to: 4 },
  /** Express delivery in Europe, in working days, and its price. */
  expressDeliveryDays: { from: 1, to: 2 },
  expressDeliveryInCents: 1490,
  /** Free returns, in days from receipt. */
  returnWindowDays: 30,
  /** What a shopper may pay with. */
  paymentMeans: [
    'Visa',
    'MasterCard',
    'American Express',
    'PayPal',
    'des solutions locales',
    'le paiement en plusieurs fois',
  ],
  contactEmail: 'contact@maison-aurele.be',
  contactHours: 'du lundi au samedi, de 9h à 19h',
} as const;
