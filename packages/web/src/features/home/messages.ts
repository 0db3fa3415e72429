import type { CategorySlug } from '@aurele/storefront-contract';
import type { IconName } from '@aurele/ui';
import { categoryLabels } from '../../shared/category-labels';
import { emailLabel, paymentMeans } from '../../shared/messages';
import type { Notice } from '../../shared/notice';
import { invalidEmail } from '../../shared/shape-messages';

/**
 * The home page's French strings (the product gives none: docs/product/decisions.md#behaviour asks for natural French).
 */

export const pageTitle = 'Mode de luxe accessible';

export const hero = {
  eyebrow: 'Maison Aurèle · Bruxelles',
  title: "L'élégance, sans ostentation.",
  lead: 'Des pièces choisies pour leurs matières et leur tenue, pour femme, homme et enfant, livrées partout en Europe.',
  cta: 'Découvrir la boutique',
  secondary: 'Voir les nouveautés',
  monogram: 'MA',
};

export const universes: {
  title: string;
  heading: string;
  universes: { slug: CategorySlug; name: string; text: string }[];
} = {
  title: 'Nos univers',
  heading: 'Trois univers, une même exigence',
  universes: [
    { slug: 'femme', name: categoryLabels.femme, text: 'Soie, cachemire et tailleurs aux lignes nettes.' },
    { slug: 'homme', name: categoryLabels.homme, text: 'Laine froide, chemises et cuirs qui se patinent.' },
    {
      slug: 'accessoires',
      name: categoryLabels.accessoires,
      text: 'Sacs, bijoux et détails qui signent une tenue.',
    },
  ],
};
export const discover = 'Découvrir';

export const featured = {
  eyebrow: 'La sélection',
  title: 'Les pièces du moment',
  seeAll: 'Voir toute la boutique',
  loading: 'Chargement de la sélection',
  errorTitle: 'Impossible de charger la sélection',
  retry: 'Réessayer',
};

export const benefits: {
  title: string;
  items: { id: string; icon: IconName; title: string; text: string }[];
} = {
  title: 'Nos services',
  items: [
    {
      id: 'delivery',
      icon: 'truck',
      title: 'Livraison offerte dès 150 €',
      text: 'Sinon 7,90 €. Livrée en 2 à 4 jours ouvrés.',
    },
    {
      id: 'returns',
      icon: 'return',
      title: 'Retours gratuits sous 30 jours',
      text: 'Remboursés sous 7 à 10 jours ouvrés.',
    },
    {
      id: 'payment',
      icon: 'lock',
      title: 'Paiement sécurisé',
      text: paymentMeans,
    },
    {
      id: 'service',
      icon: 'phone',
      title: 'Un service client attentif',
      text: 'Du lundi au samedi, de 9h à 19h.',
    },
  ],
};

export const newsletter = {
  title: 'La lettre de la Maison',
  text: 'Nouveautés, ventes privées et coulisses des ateliers, une fois par mois. Désinscription en un clic.',
  emailLabel,
  submit: "S'inscrire",
  required: 'Veuillez saisir votre adresse e-mail.',
  invalid: invalidEmail,
};

export const subscribedNotice: Notice = {
  tone: 'positive',
  title: 'Merci pour votre inscription',
  description: 'Vous recevrez bientôt la lettre de Maison Aurèle.',
};
