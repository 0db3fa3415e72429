import { observedCurrencies } from '@aurele/storefront-contract';
import { comptoirJaipurSeed } from '../catalogue/seed/comptoir-jaipur.js';
import type { StoreProfile } from './store-profile.js';

/**
 * A small foreign store, to prove the shop tolerates what real stores send: rupees, no collections, no brands,
 * products without a price, `%2F`-encoded image URLs. Its payment page charges no delivery: the euro rule of
 * docs/product/decisions.md is the house's, not this store's.
 */
export const comptoirJaipur: StoreProfile = {
  name: 'comptoir-jaipur',
  storeName: 'Comptoir Jaipur',
  footer: 'Comptoir Jaipur · M.I. Road, Jaipur 302001 · Page de paiement simulée',
  currency: observedCurrencies.inr,
  shipping: null,
  optionTitles: { size: 'Size', colour: 'Colour' },
  skuPrefix: 'CJ',
  uploads: { folder: 'store_01HRD2K9V6QF3M8ZJX1TNB7CPW', encoded: true },
  deliveryTab: null,
  seeds: comptoirJaipurSeed,
};
