import { type BrandId, brandTable } from '@aurele/storefront-contract';
import { categoryEntries } from '../../shared/category-labels';
import { shopAddress } from '../../shared/shop-address';

/** One link of the header, the mobile menu or the footer. */
export interface NavigationLink {
  id: string;
  label: string;
  href: string;
}

export interface NavigationGroup {
  id: string;
  title: string;
  links: NavigationLink[];
}

/** The four universes of the main navigation (docs/product/decisions.md: `/shop?category=`). */
export const categoryLinks: NavigationLink[] = categoryEntries.map(([slug, label]) => ({
  id: `category-${slug}`,
  label,
  href: shopAddress({ category: slug }),
}));

/** The six brands of /brands (docs/product/decisions.md), by name only. */
const brandIds: BrandId[] = ['calvin-klein', 'gucci', 'dolce-gabbana', 'michael-kors', 'versace', 'prada'];

/** Each brand's view of the shop (`/shop?brand=`), a page of its own. */
export const brandLinks: NavigationLink[] = brandIds.map((id) => ({
  id: `brand-${id}`,
  label: brandTable[id],
  href: shopAddress({ brand: id }),
}));

/** The universes and the whole shop: first in the « Explorer » menu and in the mobile menu. */
export const collectionsGroup: NavigationGroup = {
  id: 'explorer-collections',
  title: 'Collections',
  links: [...categoryLinks, { id: 'collections-all', label: 'Toutes nos collections', href: '/shop' }],
};

/** The service pages, named one way in the « Explorer » menu and the footer. */
const services = {
  faq: { label: 'Questions fréquentes', href: '/faq' },
  shipping: { label: 'Livraison & retours', href: '/shipping-returns' },
  sizes: { label: 'Guide des tailles', href: '/size-guide' },
  tracking: { label: 'Suivre une commande', href: '/track-order' },
  returns: { label: 'Retourner un article', href: '/return-portal' },
  contact: { label: 'Nous contacter', href: '/contact' },
};

/** Brands, selections and services: the rest of the « Explorer » menu. */
export const moreGroups: NavigationGroup[] = [
  {
    id: 'explorer-marques',
    title: 'Marques',
    links: [...brandLinks, { id: 'brands-all', label: 'Toutes les marques', href: '/brands' }],
  },
  {
    id: 'explorer-selections',
    title: 'Sélections',
    links: [
      { id: 'selection-new', label: 'Nouveautés', href: shopAddress({ filter: 'nouveautes' }) },
      { id: 'selection-sale', label: 'Promotions', href: shopAddress({ filter: 'promotions' }) },
    ],
  },
  {
    id: 'explorer-services',
    title: 'Services',
    links: [
      { id: 'service-sizes', ...services.sizes },
      { id: 'service-shipping', ...services.shipping },
      { id: 'service-tracking', ...services.tracking },
    ],
  },
];

/** The « Explorer » mega menu's columns. */
export const exploreGroups: NavigationGroup[] = [collectionsGroup, ...moreGroups];

/** The footer's three lists of links. */
export const footerGroups: NavigationGroup[] = [
  {
    id: 'footer-services',
    title: 'Service client',
    links: [
      { id: 'faq', ...services.faq },
      { id: 'shipping-returns', ...services.shipping },
      { id: 'size-guide', ...services.sizes },
      { id: 'track-order', ...services.tracking },
      { id: 'return-portal', ...services.returns },
      { id: 'contact', ...services.contact },
    ],
  },
  {
    id: 'footer-house',
    title: 'La Maison',
    links: [
      { id: 'about', label: 'Notre histoire', href: '/about' },
      { id: 'engagements', label: 'Nos engagements', href: '/engagements' },
      { id: 'press', label: 'Presse', href: '/press' },
      { id: 'brands', label: 'Nos marques', href: '/brands' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'Informations légales',
    links: [
      { id: 'legal-mentions', label: 'Mentions légales', href: '/legal-mentions' },
      { id: 'terms', label: 'Conditions générales de vente', href: '/terms' },
      { id: 'privacy', label: 'Politique de confidentialité', href: '/privacy' },
      { id: 'cookies', label: 'Politique de cookies', href: '/cookies' },
      { id: 'security', label: 'Sécurité', href: '/security' },
    ],
  },
];
