import { houseTerms } from '../../shared/house-terms';

/** The French words of the layout around every page (docs/product/screens.md global elements). */

export const skipLinkLabel = 'Aller au contenu';

export const promoBanner = {
  label: 'Offres du moment',
  messages: [
    "Livraison offerte dès 150 € d'achat",
    'Retours gratuits sous 30 jours',
    '-10 % sur votre première commande avec le code BIENVENUE10',
  ],
  pauseLabel: 'Mettre le bandeau en pause',
  playLabel: 'Relancer le défilement du bandeau',
};

export const homeLinkLabel = 'Maison Aurèle, accueil';

/** The back office's own header. */
export const backOffice = {
  label: 'Administration',
  backToShop: 'Retour à la boutique',
};
export const mainNavigationLabel = 'Navigation principale';
export const exploreLabel = 'Explorer';

export const search = {
  formLabel: 'Rechercher dans la boutique',
  fieldLabel: 'Rechercher une pièce ou une marque',
  placeholder: 'Rechercher une pièce…',
  submitLabel: 'Lancer la recherche',
};

/** « 3 articles » — French counts zero and one in the singular. */
function articles(count: number): string {
  if (count === 0) return 'aucun article';
  return count === 1 ? '1 article' : `${count} articles`;
}

export const wishlistLinkLabel = (count: number) => `Favoris, ${articles(count)}`;
export const cartLinkLabel = (count: number) => `Panier, ${articles(count)}`;

export const userMenu = {
  signIn: 'Se connecter',
  label: (firstName: string) => `Mon espace, ${firstName}`,
  account: 'Mon compte',
  orders: 'Mes commandes',
  dashboard: 'Tableau de bord',
  signOut: 'Se déconnecter',
};

export const mobileMenu = {
  openLabel: 'Ouvrir le menu',
  title: 'Menu',
  closeLabel: 'Fermer le menu',
};

export const footerDetails = {
  label: 'Pied de page',
  tagline: 'Mode de luxe accessible pour elle, pour lui et pour les enfants, imaginée à Bruxelles.',
  contactTitle: 'Nous joindre',
  company: 'Maison Aurèle SRL',
  street: 'Avenue Louise 54',
  city: '1050 Bruxelles',
  country: 'Belgique',
  email: houseTerms.contactEmail,
  phone: '+32 2 000 00 00',
  /** `tel:` wants the number without spaces. */
  phoneHref: 'tel:+3220000000',
  hours: 'Du lundi au samedi, 9h–19h',
  socialTitle: 'Suivez-nous',
  copyright: (year: number) => `© ${year} Maison Aurèle SRL. Tous droits réservés.`,
};
