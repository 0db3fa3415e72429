import type { AdminProductFilter, AdminProductStatus } from '@aurele/shop-contract';
import type { AdminGrade } from '../../domain/user';
import { countOf, formatCount } from '../../shared/french-count';
import type { AdminSection } from './admin-access';

/**
 * The dashboard's French strings. The product's strings (docs/product/rules.md#roles-and-permissions) are copied to the
 * letter.
 */

/** docs/product/rules.md#roles-and-permissions: the reason a tab is closed. */
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
  sampleNote:
    "Données d'exemple : les commandes, les prix et taxes, les utilisateurs, les paramètres et le chiffre d'affaires ne sont pas encore reliés à la boutique.",
  edit: 'Modifier',
  /** The hidden header of the tables' action column. */
  actions: 'Actions',
  comingSoonDetail: 'Cette action du tableau de bord arrive prochainement.',
  products: {
    title: 'Catalogue',
    add: 'Ajouter un produit',
    export: 'Exporter',
    exportHint: 'La liste filtrée, au format CSV pour tableur.',
    filtersLabel: 'Rechercher et filtrer le catalogue',
    search: 'Rechercher un produit',
    searchHint: 'Titre, référence ou identifiant',
    searchSubmit: 'Rechercher',
    collection: 'Collection',
    collectionAll: 'Toutes les collections',
    collectionNone: 'Sans collection',
    watchLabel: 'À surveiller',
    filters: {
      'sold-out': 'En rupture',
      'low-stock': 'Stock faible',
      'no-photo': 'Sans photo',
      'no-price': 'Sans prix',
      'on-sale': 'En promotion',
    } satisfies Record<AdminProductFilter, string>,
    threshold: 'Seuil du stock faible',
    thresholdHint: "Moins d'unités que ce nombre, de 1 à 10 000",
    thresholdError: 'Indiquez un nombre entier de 1 à 10 000.',
    count: (total: number, catalogueTotal: number) =>
      `${countOf(total, 'produit', 'produits')} sur ${formatCount(catalogueTotal)}`,
    columns: {
      title: 'Produit',
      reference: 'Référence',
      collection: 'Collection',
      price: 'Prix',
      variants: 'Variantes',
      stock: 'Stock',
      status: 'Statut',
    },
    statuses: {
      published: 'Publié',
      'not-purchasable': 'Non achetable',
      'sold-out': 'Rupture',
    } satisfies Record<AdminProductStatus, string>,
    noPhoto: 'Sans photo',
    noPrice: 'Sans prix',
    noCollection: '—',
    stockUnknown: 'Non relevé',
    stockUnlimited: 'Illimité',
    soldOutSizes: (count: number) => countOf(count, 'taille épuisée', 'tailles épuisées'),
    empty: 'Aucun produit ne correspond à cette recherche.',
    loading: 'Chargement du catalogue…',
    loadError: 'Impossible de charger le catalogue',
    retry: 'Réessayer',
    pages: {
      label: 'Pages du catalogue',
      previous: 'Page précédente',
      next: 'Page suivante',
      current: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    },
    stock: {
      readAgo: (ago: string) => `Stock relevé ${ago}`,
      justNow: "Stock relevé à l'instant",
      reading: (read: number, total: number) =>
        `Relevé du stock de la boutique en cours : ${countOf(read, 'produit', 'produits')} sur ${formatCount(total)}`,
      never: "Le stock de toute la boutique est relevé dès qu'un filtre ou un tri de stock le demande.",
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
    catalogue: {
      title: 'Le catalogue de la boutique',
      loading: 'Calcul des chiffres du catalogue…',
      loadError: 'Impossible de calculer les chiffres du catalogue',
      retry: 'Réessayer',
      figures: {
        products: 'Produits',
        variants: 'Variantes',
        onSale: 'En promotion',
        soldOut: 'En rupture',
        noPhoto: 'Sans photo',
        noPrice: 'Sans prix',
        noDescription: 'Sans description',
      },
      share: (part: number, whole: number) =>
        `${whole === 0 ? 0 : Math.round((part / whole) * 100)}\u00a0% du catalogue`,
      soldOutVariants: (count: number) => countOf(count, 'variante épuisée', 'variantes épuisées'),
      stockPending: 'Stock en cours de relevé',
      collectionsTitle: 'Produits par collection',
      collectionsCaption:
        'Le nombre de produits de chaque collection ; un produit peut être de plusieurs collections.',
      collectionsTable: 'Produits par collection',
      collection: 'Collection',
      productCount: 'Produits',
      noCollection: 'Sans collection',
      pricesTitle: 'Répartition des prix',
      pricesCaption: (currency: string) =>
        `Le nombre de produits par tranche de prix payé, en ${currency} ; les produits sans prix n'y figurent pas.`,
      pricesTable: 'Produits par tranche de prix',
      priceBand: 'Tranche de prix',
      newestTitle: 'Derniers ajouts',
      refreshed: (when: string, seconds: string | null) =>
        seconds ? `Catalogue relu le ${when}, en ${seconds}\u00a0s.` : `Catalogue relu le ${when}.`,
    },
    sampleTitle: "Ventes (données d'exemple)",
    sampleNote:
      "Données d'exemple : la boutique ne transmet ni commandes ni chiffre d'affaires au tableau de bord.",
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
