import type { Currency } from './money.js';

/**
 * The currency objects the hosted storefront writes into every price, as observed, for the currencies our stores
 * sell in. Test fixtures and the emulator's stores send them, so nobody writes them out again.
 */
export const observedCurrencies = {
  eur: {
    code: 'EUR',
    symbol: '€',
    symbol_native: '€',
    name: 'Euro',
    name_plural: 'euros',
    decimal_digits: 2,
    rounding: 0,
    template: '$1€',
    min_amount: 50,
  },
  inr: {
    code: 'INR',
    symbol: 'Rs',
    symbol_native: '₹',
    name: 'Indian Rupee',
    name_plural: 'Indian rupees',
    decimal_digits: 2,
    rounding: 0,
    template: '₹$1',
    min_amount: 5000,
  },
} as const satisfies Record<string, Required<Currency>>;
