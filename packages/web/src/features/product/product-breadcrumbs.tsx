import { Breadcrumbs } from '@aurele/ui';
import type { Product } from '../../domain/product';
import { RouterLink } from '../../shared/router-link';
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
