import type { CategorySlug } from '@aurele/storefront-contract';
import type { Product } from '../../domain/product';
import { productPath } from '../../shared/product-path';
import { shopAddress } from '../../shared/shop-address';
import { collectionTable } from '../../storefront/collection-table';
import { categoryCrumbs, homeCrumb, shopCrumb } from './messages';

/** A step of the way to a product: its label and its address on this site. */
export interface Crumb {
  label: string;
  href: string;
}

/** The shop category of the product's first collection that has one. */
export function categoryOf(product: Product): CategorySlug | undefined {
  const slugs = Object.keys(collectionTable) as CategorySlug[];
  const collections = [...product.collections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const { collection_id } of collections) {
    const slug = slugs.find((candidate) => collectionTable[candidate] === collection_id);
    if (slug) return slug;
  }
  return undefined;
}

/**
 * Accueil › collection › product (the shop when the product is in no known collection): what the breadcrumbs show
 * and what search engines read of them.
 */
export function productTrail(product: Product): [Crumb, Crumb, Crumb] {
  const category = categoryOf(product);
  const collection = category
    ? { label: categoryCrumbs[category], href: shopAddress({ category }) }
    : { label: shopCrumb, href: '/shop' };
  return [{ label: homeCrumb, href: '/' }, collection, { label: product.title, href: productPath(product) }];
}
