import { houseDelivery } from '@aurele/storefront-contract';
import { formatPrice } from '@aurele/ui/format-price';
import type { AdminGrade } from '../../domain/user';
import type { KeyFigure } from './key-figures';

/**
 * The dashboard's static sample data (docs/product/screens.md: there is no back office behind it). Amounts in cents.
 */

export interface OrderRow {
  id: string;
  date: string;
  customer: string;
  totalInCents: number;
  status: 'En attente' | 'Expédiée';
}

export const orderRows: OrderRow[] = [
  {
    id: 'ZE-25131',
    date: '2026-11-21',
    customer: 'Camille Lambert',
    totalInCents: 35_000,
    status: 'En attente',
  },
  {
    id: 'ZE-25128',
    date: '2026-11-21',
    customer: 'Julien Peeters',
    totalInCents: 12_900,
    status: 'En attente',
  },
  { id: 'ZE-25117', date: '2026-11-20', customer: 'Sophie Martin', totalInCents: 78_000, status: 'Expédiée' },
  {
    id: 'ZE-25109',
    date: '2026-11-20',
    customer: 'Lucas Janssens',
    totalInCents: 20_400,
    status: 'Expédiée',
  },
  { id: 'ZE-25102', date: '2026-11-19', customer: 'Emma Dubois', totalInCents: 78_000, status: 'Expédiée' },
];

export interface VatRow {
  country: string;
  code: string;
  standardRate: number;
  reducedRate: number;
}

/** Standard and lowest reduced VAT rates of the countries the house delivers to most. */
export const vatRows: VatRow[] = [
  { country: 'Belgique', code: 'BE', standardRate: 21, reducedRate: 6 },
  { country: 'France', code: 'FR', standardRate: 20, reducedRate: 5.5 },
  { country: 'Luxembourg', code: 'LU', standardRate: 17, reducedRate: 3 },
  { country: 'Pays-Bas', code: 'NL', standardRate: 21, reducedRate: 9 },
  { country: 'Allemagne', code: 'DE', standardRate: 19, reducedRate: 7 },
  { country: 'Italie', code: 'IT', standardRate: 22, reducedRate: 4 },
  { country: 'Espagne', code: 'ES', standardRate: 21, reducedRate: 4 },
];

export interface ShippingRow {
  id: string;
  option: string;
  delay: string;
  priceInCents: number;
  /** From this subtotal, the option is free; null when it never is. */
  freeFromInCents: number | null;
}

/** docs/product/rules.md#house-constants. */
export const shippingRows: ShippingRow[] = [
  {
    id: 'standard',
    option: 'Livraison standard',
    delay: '2 à 4 jours ouvrés',
    priceInCents: houseDelivery.standardInCents,
    freeFromInCents: houseDelivery.freeFromInCents,
  },
  {
    id: 'express',
    option: 'Livraison express (Europe)',
    delay: '1 à 2 jours ouvrés',
    priceInCents: 1_490,
    freeFromInCents: null,
  },
];

export const keyFigures: KeyFigure[] = [
  { id: 'revenue', label: "Chiffre d'affaires (novembre)", value: '48 260 €', note: '+12 % sur octobre' },
  { id: 'orders', label: 'Commandes', value: '212', note: '+8 % sur octobre' },
  { id: 'basket', label: 'Panier moyen', value: '227,64 €', note: '+3 % sur octobre' },
  { id: 'conversion', label: 'Taux de conversion', value: '2,4 %', note: 'stable' },
];

export interface MonthlyRevenue {
  month: string;
  revenueInCents: number;
}

/** The last six months, for the chart. */
export const monthlyRevenue: MonthlyRevenue[] = [
  { month: 'Juin', revenueInCents: 3_184_000 },
  { month: 'Juillet', revenueInCents: 2_912_000 },
  { month: 'Août', revenueInCents: 2_456_000 },
  { month: 'Septembre', revenueInCents: 3_720_000 },
  { month: 'Octobre', revenueInCents: 4_309_000 },
  { month: 'Novembre', revenueInCents: 4_826_000 },
];

export interface UserRow {
  email: string;
  name: string;
  role: 'user' | 'admin';
  grade: AdminGrade | null;
  joined: string;
}

export const userRows: UserRow[] = [
  {
    email: 'admin@maison-aurele.be',
    name: 'Hélène Dubois',
    role: 'admin',
    grade: 'super-admin',
    joined: '2023-03-01',
  },
  {
    email: 'direction@maison-aurele.be',
    name: 'Marc Lefèvre',
    role: 'admin',
    grade: 'super-admin',
    joined: '2023-03-01',
  },
  {
    email: 'catalogue@maison-aurele.be',
    name: 'Inès Moreau',
    role: 'admin',
    grade: 'gestion-produits',
    joined: '2024-01-15',
  },
  {
    email: 'logistique@maison-aurele.be',
    name: 'Thomas Claes',
    role: 'admin',
    grade: 'gestion-commandes',
    joined: '2024-06-03',
  },
  {
    email: 'camille.lambert@example.be',
    name: 'Camille Lambert',
    role: 'user',
    grade: null,
    joined: '2026-11-02',
  },
  {
    email: 'sophie.martin@example.fr',
    name: 'Sophie Martin',
    role: 'user',
    grade: null,
    joined: '2026-09-18',
  },
];

export interface ShopSetting {
  id: string;
  label: string;
  value: string;
}

export const shopSettings: ShopSetting[] = [
  { id: 'name', label: 'Nom de la boutique', value: 'Maison Aurèle' },
  { id: 'email', label: 'E-mail du service client', value: 'contact@maison-aurele.be' },
  { id: 'phone', label: 'Téléphone', value: '+32 2 000 00 00' },
  { id: 'currency', label: 'Devise', value: 'Euro (EUR)' },
  { id: 'language', label: 'Langue', value: 'Français' },
  {
    id: 'free-shipping',
    label: 'Livraison offerte dès',
    value: formatPrice(houseDelivery.freeFromInCents, houseDelivery.currency),
  },
];
