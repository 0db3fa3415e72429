import type { Notice } from '../../shared/notice';

/**
 * The chat's French strings. The product gives no exact words: docs/product/decisions.md#behaviour asks for warm,
 * natural French.
 */

/** The chat widget's own words. */
export const chatLabels = {
  open: 'Ouvrir le chat',
  close: 'Fermer le chat',
  title: 'Votre conseillère Maison Aurèle',
  subtitle: 'Assistant de démonstration',
  conversation: 'Conversation',
  senders: { bot: 'Conseillère', user: 'Vous' },
  message: 'Votre message',
  placeholder: 'Écrivez votre message…',
  send: 'Envoyer',
};

/** When the chat's code cannot be downloaded (offline, or the shop was updated since the page loaded). */
export const chatUnavailableNotice: Notice = {
  tone: 'caution',
  title: 'Chat momentanément indisponible',
  description: 'Rechargez la page pour discuter avec votre conseillère.',
};
