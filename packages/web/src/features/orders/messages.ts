import { comingSoon } from '../../shared/messages';
import type { Notice } from '../../shared/notice';

/** The French strings of /orders. */
export const ordersMessages = {
  title: 'Mes commandes',
  description:
    'Retrouvez vos commandes Maison Aurèle : date, montant, statut de livraison, suivi du colis et factures.',
  intro: 'Vos commandes passées chez Maison Aurèle, de la plus récente à la plus ancienne.',
  listLabel: 'Vos commandes',
  order: (code: string) => `Commande ${code}`,
  placedOn: 'Date',
  total: 'Total',
  status: 'Statut',
  items: 'Articles',
  quantity: (count: number) => (count > 1 ? `× ${count}` : ''),
  track: 'Suivre le colis',
  invoice: 'Voir la facture',
};

/**
 * docs/product/decisions.md#improvements, item 12: the invoice button says it is on its way rather than doing nothing.
 */
export const invoiceComingSoon: Notice = {
  tone: 'info',
  title: comingSoon,
  description: 'Le téléchargement des factures arrive très prochainement.',
};

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 8 novembre 2026 » */
export function orderDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
