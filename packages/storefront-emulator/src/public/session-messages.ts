import type { PageMessage } from '../payment/message-page.js';
import type { CheckoutSession } from '../state/checkout-sessions.js';

/** What the hosted page says, and with which status, when a session cannot be paid. */
export interface SessionRefusal {
  readonly status: 404 | 409 | 410;
  readonly message: PageMessage;
}

export const unknownSession: SessionRefusal = {
  status: 404,
  message: {
    title: 'Session de paiement introuvable',
    text: "Ce lien de paiement n'existe pas ou n'est plus valable. Retournez sur la boutique pour reprendre votre commande.",
  },
};

export const expiredSession = (session: CheckoutSession): SessionRefusal => ({
  status: 410,
  message: {
    title: 'Session de paiement expirée',
    text: "Pour votre sécurité, une page de paiement reste valable 30 minutes. Votre carte n'a pas été débitée : votre panier vous attend sur la boutique.",
    link: { href: session.cancelUrl, label: 'Retour au panier' },
  },
});

export const paidSession = (session: CheckoutSession): SessionRefusal => ({
  status: 409,
  message: {
    title: 'Commande déjà réglée',
    text: "Cette commande a déjà été payée ; elle ne peut pas l'être une seconde fois.",
    link: { href: session.successUrl, label: 'Voir la confirmation' },
  },
});

export const cancelledSession = (session: CheckoutSession): SessionRefusal => ({
  status: 409,
  message: {
    title: 'Paiement annulé',
    text: 'Ce paiement a été annulé. Vous pouvez reprendre votre commande depuis votre panier.',
    link: { href: session.cancelUrl, label: 'Retour au panier' },
  },
});
