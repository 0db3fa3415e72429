import { comingSoon, emailLabel, requiredField } from '../../shared/messages';
import type { Notice } from '../../shared/notice';
import { invalidEmail, invalidPhone } from '../../shared/shape-messages';

/** The French strings of /account. The product's strings (docs/product/) are copied to the letter. */
export const accountMessages = {
  title: 'Mon compte',
  description:
    'Gérez votre profil Maison Aurèle : photo, pseudo, adresses de livraison et de facturation, coordonnées et vérification d’identité.',
  greeting: (firstName: string) => `Bonjour ${firstName}, bienvenue dans votre espace personnel.`,
  profile: {
    heading: 'Profil',
    photo: 'Photo de profil',
    changePhoto: 'Changer la photo',
    choosePhoto: 'Choisir une photo de profil',
    pseudo: 'Pseudo',
    noPseudo: 'Aucun pseudo pour le moment',
    editPseudo: 'Modifier le pseudo',
    ok: 'OK',
    email: emailLabel,
    verified: 'Utilisateur vérifié',
    notVerified: 'Non vérifié',
  },
  identity: {
    heading: 'Vérification d’identité (18+)',
    text: 'Certaines pièces sont réservées aux personnes majeures. Vérifiez votre identité une fois pour toutes avec une pièce d’identité en cours de validité.',
    start: 'Commencer la vérification',
    verified: 'Vérifié',
    front: 'Téléverser le recto',
    back: 'Téléverser le verso',
  },
  addresses: {
    delivery: 'Adresse de livraison',
    billing: 'Adresse de facturation',
    none: 'Aucune adresse enregistrée.',
    add: (kind: string) => `Ajouter l’${kind.toLowerCase()}`,
    edit: (kind: string) => `Modifier l’${kind.toLowerCase()}`,
    street: 'Rue et numéro',
    city: 'Ville',
    zip: 'Code postal',
    country: 'Pays',
    save: 'Enregistrer',
    cancel: 'Annuler',
    close: 'Fermer',
  },
  contact: {
    heading: 'Coordonnées',
    email: emailLabel,
    phone: 'Téléphone',
    noPhone: 'Non renseigné',
    edit: 'Modifier mes coordonnées',
    dialogTitle: 'Modifier mes coordonnées',
    delay: 'Pour votre sécurité, un délai de 24 h s’applique après chaque modification de vos coordonnées.',
    invalidEmail,
    required: requiredField,
    invalidPhone,
  },
} as const;

/** docs/product/screens.md success notices, in natural French (docs/product/decisions.md). */
export const accountNotices = {
  pseudo: {
    tone: 'positive',
    title: 'Pseudo mis à jour',
    description: 'Votre nouveau pseudo est enregistré.',
  },
  photo: {
    tone: 'positive',
    title: 'Photo de profil mise à jour',
    description: 'Votre nouvelle photo est enregistrée.',
  },
  address: {
    tone: 'positive',
    title: 'Adresse enregistrée',
    description: 'Votre adresse a bien été mise à jour.',
  },
  contact: {
    tone: 'positive',
    title: 'Coordonnées enregistrées',
    description: 'Vos nouvelles coordonnées sont prises en compte.',
  },
  notAnImage: {
    tone: 'critical',
    title: 'Format non pris en charge',
    description: 'Choisissez une image (JPEG, PNG, WebP…) pour votre photo de profil.',
  },
  unreadableImage: {
    tone: 'critical',
    title: 'Image illisible',
    description: 'Cette image n’a pas pu être ouverte. Essayez avec une autre photo.',
  },
  photoStorageFull: {
    tone: 'caution',
    title: 'Espace de stockage saturé',
    description:
      'Votre navigateur n’a plus de place pour enregistrer cette photo : votre photo précédente est conservée.',
  },
  /** docs/product/screens.md: the identity buttons are placeholders, shown 5 s by the toaster. */
  identityComingSoon: {
    tone: 'info',
    title: comingSoon,
    description: 'La vérification d’identité en ligne arrive très prochainement.',
  },
} as const satisfies Record<string, Notice>;

/**
 * What an address's fields say when they are refused (natural French: the product gives no words,
 * docs/product/decisions.md#behaviour).
 */
export const addressErrors = {
  required: requiredField,
  belgianZip: 'Le code postal belge compte 4 chiffres (par exemple 1050).',
  frenchZip: 'Le code postal français compte 5 chiffres (par exemple 75008).',
  country: 'Choisissez un pays de l’Union européenne.',
} as const;
