import { houseTerms } from '../../shared/house-terms';
import { emailLabel } from '../../shared/messages';
import type { Notice } from '../../shared/notice';
import { invalidEmail } from '../../shared/shape-messages';
import type { ContactField, ContactSubject } from './contact-message';

/**
 * The contact page's French strings. The product's strings (docs/product/rules.md#validation) are copied to the letter.
 */

/** docs/product/rules.md#validation: a field is empty. */
export const fieldsRequiredNotice: Notice = {
  tone: 'critical',
  title: 'Champs requis',
  description: 'Veuillez remplir tous les champs pour nous contacter.',
};

/** Nothing is sent (docs/product/decisions.md): this notice is all that happens. */
export const sentNotice: Notice = {
  tone: 'positive',
  title: 'Merci pour votre message',
  description: 'Notre service client vous répondra dans les meilleurs délais, du lundi au samedi.',
};

/** The first words of a message started from a product sold « sur demande »: the shopper completes it. */
export function productEnquiry(title: string): string {
  return `Bonjour, je souhaiterais connaître le prix et la disponibilité de « ${title} ». `;
}

export const subjectLabels: Record<ContactSubject, string> = {
  commande: 'Une commande',
  produit: 'Un produit',
  retour: 'Un retour ou un échange',
  partenariat: 'Un partenariat',
  autre: 'Autre demande',
};

export const fieldLabels: Record<ContactField, string> = {
  name: 'Nom',
  email: emailLabel,
  subject: 'Sujet',
  message: 'Message',
};

export const fieldErrors: Record<ContactField, string> = {
  name: 'Indiquez votre nom.',
  email: 'Indiquez votre adresse e-mail.',
  subject: 'Choisissez le sujet de votre message.',
  message: 'Écrivez votre message.',
};

export const contactMessages = {
  title: 'Nous contacter',
  description:
    'Contactez Maison Aurèle : une question sur une commande, un produit ou un retour ? Notre service client vous répond du lundi au samedi, de 9h à 19h.',
  lead: 'Une question sur une commande, une pièce ou un retour ? Écrivez-nous, nous vous répondons avec plaisir.',
  formTitle: 'Écrivez-nous',
  requiredNote: 'Tous les champs sont obligatoires.',
  invalidEmail,
  subjectPlaceholder: 'Choisissez un sujet',
  send: 'Envoyer le message',
  detailsTitle: 'Nos coordonnées',
  company: 'Maison Aurèle SRL',
  street: 'Avenue Louise 54',
  city: '1050 Bruxelles, Belgique',
  email: houseTerms.contactEmail,
  phone: '+32 2 000 00 00',
  phoneHref: 'tel:+3220000000',
  hoursTitle: "Heures d'ouverture",
  hours: 'Du lundi au samedi, 9h–19h',
  pressTitle: 'Presse',
  press: 'presse@maison-aurele.be',
  addressLabel: 'Adresse',
  emailLabel: 'E-mail',
  phoneLabel: 'Téléphone',
} as const;
