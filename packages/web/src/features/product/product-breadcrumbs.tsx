import { Breadcrumbs } from '@aurele/ui';
import { RouterLink } from '../../app/router-link';
import type { Product } from '../../domain/product';
import { breadcrumbsLabel } from './messages';
import { productTrail } from './product-trail';

/** Accueil › collection › product; the product itself is where the shopper is, not a link. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const [home, collection, here] = productTrail(product);
  return (
    <Breadcrumbs
      label={breadcrumbsLabel}
      items={[
        { ...home, render: <RouterLink /> },
        { ...collection, render: <RouterLink /> },
        { label: here.label },
      ]}
    />
  );
}
