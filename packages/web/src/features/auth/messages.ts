import { emailLabel, notAuthorisedTitle } from '../../shared/messages';
import type { Notice } from '../../shared/notice';
import { invalidEmail, invalidPhone } from '../../shared/shape-messages';

/**
 * The auth screen's French strings. The product's strings (docs/product/rules.md#validation,
 * docs/product/rules.md#roles-and-permissions) are copied to the letter.
 */
export const authMessages = {
  title: 'Connexion',
  description:
    'Connectez-vous à votre espace client Maison Aurèle pour suivre vos commandes et gérer votre profil, ou créez votre compte en quelques instants.',
  choice: {
    heading: 'Bienvenue chez Maison Aurèle',
    intro: 'Choisissez votre espace pour continuer.',
    client: 'Espace client',
    clientText: 'Suivez vos commandes, gérez vos adresses et votre profil.',
    admin: 'Espace administrateur',
    adminText: "Réservé à l'équipe Maison Aurèle.",
  },
  heading: {
    clientLogin: 'Connexion à votre espace client',
    register: 'Créer votre compte',
    adminLogin: 'Connexion administrateur',
  },
  fields: {
    email: emailLabel,
    password: 'Mot de passe',
    confirmation: 'Confirmer le mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    optional: 'facultatif',
    robot: 'Je ne suis pas un robot',
  },
  submit: { login: 'Se connecter', register: 'Créer mon compte' },
  back: 'Retour au choix de l’espace',
  toRegister: 'Pas encore de compte ? Créer un compte',
  toLogin: 'Déjà client ? Se connecter',
  simulated: 'Démonstration : les comptes sont conservés dans ce navigateur uniquement.',
} as const;

/** docs/product/rules.md#validation */
export const validation = {
  loginMissing: 'Veuillez remplir tous les champs',
  registerMissing: 'Veuillez remplir tous les champs obligatoires',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  robot: "Veuillez cocher la case 'Je ne suis pas un robot'.",
  // docs/product/decisions.md#behaviour: the shape of what is filled in.
  invalidEmail,
  invalidPhone,
} as const;

/** docs/product/rules.md#validation and docs/product/rules.md#roles-and-permissions: admin mode refusals. */
export const notAnAdminEmail: Notice = {
  tone: 'critical',
  title: notAuthorisedTitle,
  description: "Cette adresse email n'a pas les permissions d'administrateur.",
};

export const notAnAdminAccount: Notice = {
  tone: 'critical',
  title: notAuthorisedTitle,
  description: "Ce compte n'est pas un compte administrateur.",
};

/** Natural French where the product gives no words (docs/product/decisions.md#behaviour). */
export function welcomeNotice(firstName: string): Notice {
  return { tone: 'positive', title: `Bienvenue, ${firstName} !`, description: 'Vous êtes connecté(e).' };
}

export function accountCreatedNotice(firstName: string): Notice {
  return {
    tone: 'positive',
    title: 'Compte créé',
    description: `Bienvenue chez Maison Aurèle, ${firstName} ! Votre compte est prêt.`,
  };
}
