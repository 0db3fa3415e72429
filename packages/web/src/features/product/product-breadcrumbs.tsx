import type { CategorySlug } from '@aurele/storefront-contract';
import { Breadcrumbs } from '@aurele/ui';
import { collectionTable } from '../../app/collection-table';
import { RouterLink } from '../../app/router-link';
import type { Product } from '../../domain/product';
import { breadcrumbsLabel, categoryCrumbs, homeCrumb, shopCrumb } from './messages';

/** The shop category of the product's first collection that has one. */
function categoryOf(product: Product): CategorySlug | undefined {
  const slugs = Object.keys(collectionTable) as CategorySlug[];
  const collections = [...product.collections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const { collection_id } of collections) {
    const slug = slugs.find((candidate) => collectionTable[candidate] === collection_id);
    if (slug) return slug;
  }
  return undefined;
}

/** Accueil › collection › product (the shop when the product is in no known collection). */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const category = categoryOf(product);
  const collection = category
    ? { label: categoryCrumbs[category], href: `/shop?category=${category}` }
    : { label: shopCrumb, href: '/shop' };
  return (
    <Breadcrumbs
      label={breadcrumbsLabel}
      items={[
        { label: homeCrumb, href: '/', render: <RouterLink /> },
        { ...collection, render: <RouterLink /> },
        { label: product.title },
      ]}
    />
  );
}
