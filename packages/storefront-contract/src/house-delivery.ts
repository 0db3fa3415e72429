/**
 * The house's published delivery rule (docs/product/rules.md#house-constants, docs/product/decisions.md), in euro
 * cents: standard delivery is free from 150,00 € of subtotal, included, and costs 7,90 € below. One rule for the web
 * app's cart, the emulator's payment page and the end-to-end tests; a store in another currency sets its own on its
 * payment page.
 */
export const houseDelivery = {
  currency: 'EUR',
  freeFromInCents: 15_000,
  standardInCents: 790,
} as const;
