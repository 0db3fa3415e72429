import { houseDelivery, observedCurrencies } from '@aurele/storefront-contract';
import type { ProductSeed } from '../catalogue/product-seed.js';
import { paragraph } from '../catalogue/rich-text.js';
import { maisonAureleSeed } from '../catalogue/seed/maison-aurele.js';
import type { StoreProfile } from './store-profile.js';

/**
 * The published delivery rules (docs/product/rules.md#house-constants, docs/product/decisions.md): the same for every
 * product of the house.
 */
function deliveryHtml(seed: ProductSeed): string {
  const returns =
    seed.type === 'Chaussures'
      ? "Retours gratuits sous 30 jours, dans la boîte d'origine intacte ; remboursement sous 7 à 10 jours ouvrés après contrôle."
      : 'Retours gratuits sous 30 jours après réception ; remboursement sous 7 à 10 jours ouvrés après contrôle.';
  return (
    paragraph(
      "**Livraison standard offerte dès 150 €** d'achat, 7,90 € en dessous, en 2 à 4 jours ouvrés. Livraison express en Europe en 1 à 2 jours ouvrés : 14,90 €.",
    ) +
    paragraph("Commandes préparées et expédiées sous 24 h ouvrées, dans l'Union européenne uniquement.") +
    paragraph(returns)
  );
}

/** The house itself (the default): a French fashion catalogue in euros, with collections and brands. */
export const maisonAurele: StoreProfile = {
  name: 'maison-aurele',
  storeName: 'Maison Aurèle',
  footer: 'Maison Aurèle SRL · Avenue Louise 54, 1050 Bruxelles · Page de paiement simulée',
  currency: observedCurrencies.eur,
  shipping: { freeFrom: houseDelivery.freeFromInCents, standard: houseDelivery.standardInCents },
  optionTitles: { size: 'Taille', colour: 'Couleur' },
  skuPrefix: 'MA',
  uploads: { folder: 'store_01JBQ7M4RZ8K2F6TVN3XW5YDHC', encoded: false },
  deliveryTab: deliveryHtml,
  seeds: maisonAureleSeed,
};
