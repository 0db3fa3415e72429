import { emailLabel, exampleOrderNumber } from '../../shared/messages';
import type { Notice } from '../../shared/notice';
import { invalidEmail } from '../../shared/shape-messages';

/**
 * The return portal's French strings. The product's strings (docs/product/data-and-states.md#states-and-transitions,
 * docs/product/rules.md#validation, docs/product/errors.md) are copied to the letter.
 */

/** docs/product/rules.md#validation: the order number or the e-mail is missing. */
export const fieldsRequiredNotice: Notice = {
  tone: 'critical',
  title: 'Champs requis',
  description: 'Veuillez entrer votre numéro de commande et votre email.',
};

/** docs/product/data-and-states.md#states-and-transitions: while the request « runs ». */
export const requestPendingNotice: Notice = { tone: 'info', title: 'Demande en cours...' };

/** docs/product/errors.md: always, 2 s later — returns have no service behind them yet (docs/product/decisions.md). */
export const orderNotFoundNotice: Notice = {
  tone: 'critical',
  title: 'Commande non trouvée',
  description: 'Veuillez vérifier les informations ou contacter notre service client.',
};

export const returnPortalMessages = {
  title: 'Retourner un article',
  description:
    'Retournez un article Maison Aurèle gratuitement sous 30 jours : entrez votre numéro de commande et votre e-mail pour commencer.',
  lead: 'Vous avez 30 jours après réception pour nous renvoyer un article, sans frais.',
  formTitle: 'Démarrer un retour',
  requiredNote: 'Les champs marqués d’un astérisque sont obligatoires.',
  orderNumber: 'Numéro de commande',
  orderNumberHint: `Par exemple ${exampleOrderNumber}, indiqué dans votre e-mail de confirmation`,
  email: emailLabel,
  emailHint: 'Celle utilisée lors de votre commande',
  missingOrderNumber: 'Entrez votre numéro de commande.',
  missingEmail: 'Entrez votre adresse e-mail.',
  invalidEmail,
  submit: 'Rechercher ma commande',
  stepsTitle: 'Comment se passe un retour ?',
  steps: [
    'Retrouvez votre commande avec son numéro et votre e-mail.',
    'Choisissez les articles à retourner et le motif.',
    'Imprimez l’étiquette prépayée et déposez le colis en point relais.',
    'Votre remboursement arrive sous 7 à 10 jours ouvrés après réception et contrôle.',
  ],
  conditions:
    'Les articles reviennent non portés, avec leurs étiquettes ; les chaussures dans leur boîte intacte. La lingerie et les maillots de bain ne sont ni repris ni échangés.',
  helpTitle: 'Besoin d’aide ?',
  shippingReturns: 'Livraison et retours',
  contact: 'Contacter le service client',
} as const;
