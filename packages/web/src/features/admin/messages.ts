import type { AdminGrade } from '../../domain/user';
import type { AdminSection } from './admin-access';

/** The dashboard's French strings. SPEC.md strings (§6) are copied to the letter. */

/** SPEC §6: the reason a tab is closed. */
export const restricted = {
  title: 'Accès Restreint',
  description: "Vous n'avez pas les permissions nécessaires pour voir cette section.",
};

export const sectionLabels: Record<AdminSection, string> = {
  produits: 'Produits',
  commandes: 'Commandes',
  'prix-taxes': 'Prix & Taxes',
  analyses: 'Analyses',
  utilisateurs: 'Utilisateurs',
  parametres: 'Paramètres',
};

export const gradeLabels: Record<AdminGrade, string> = {
  'super-admin': 'Super-administrateur',
  'gestion-produits': 'Gestion des produits',
  'gestion-commandes': 'Gestion des commandes',
};

export const adminMessages = {
  title: 'Tableau de bord',
  description:
    'Le tableau de bord de Maison Aurèle : produits, commandes, prix, analyses, utilisateurs et paramètres de la boutique.',
  tabsLabel: 'Sections du tableau de bord',
  greeting: (name: string) => `Bonjour ${name}`,
  grade: 'Grade',
  noGrade: 'Aucun grade',
  noSection:
    "Votre compte administrateur n'a encore accès à aucune section. Contactez la direction pour obtenir un grade.",
  sampleNote: "Données d'exemple : le tableau de bord n'est pas encore relié à la boutique.",
  edit: 'Modifier',
  /** The hidden header of the tables' action column. */
  actions: 'Actions',
  comingSoonDetail: 'Cette action du tableau de bord arrive prochainement.',
  products: {
    title: 'Catalogue',
    add: 'Ajouter un produit',
    export: 'Exporter',
    columns: {
      sku: 'SKU',
      name: 'Produit',
      category: 'Catégorie',
      stock: 'Stock',
      price: 'Prix',
      status: 'Statut',
    },
  },
  orders: {
    title: 'Commandes récentes',
    export: 'Exporter',
    view: 'Voir',
    viewHidden: (id: string) => `la commande ${id}`,
    columns: {
      id: 'Commande',
      date: 'Date',
      customer: 'Client',
      total: 'Total',
      status: 'Statut',
    },
  },
  pricing: {
    vatTitle: 'Taux de TVA',
    vatNote: 'Prix affichés toutes taxes comprises, au taux du pays de livraison.',
    shippingTitle: 'Frais de livraison',
    edit: 'Modifier les taux',
    editShipping: 'Modifier les frais',
    vatColumns: { country: 'Pays', code: 'Code', standard: 'Taux normal', reduced: 'Taux réduit' },
    shippingColumns: { option: 'Option', delay: 'Délai', price: 'Prix', free: 'Offerte dès' },
    never: 'Jamais',
  },
  analytics: {
    figuresTitle: 'Chiffres clés',
    chartTitle: "Chiffre d'affaires des six derniers mois",
    chartCaption: "Chiffre d'affaires mensuel, de juin à novembre 2026 ; novembre est le meilleur mois.",
    tableCaption: "Chiffre d'affaires par mois",
    month: 'Mois',
    revenue: "Chiffre d'affaires",
    export: 'Exporter le rapport',
  },
  users: {
    title: 'Utilisateurs',
    invite: 'Inviter un administrateur',
    columns: {
      name: 'Nom',
      email: 'E-mail',
      role: 'Rôle',
      grade: 'Grade',
      joined: 'Inscription',
    },
    roles: { user: 'Client', admin: 'Administrateur' },
  },
  settings: {
    title: 'Paramètres de la boutique',
    note: 'Ces réglages sont en lecture seule pour le moment.',
    save: 'Enregistrer les modifications',
  },
} as const;
