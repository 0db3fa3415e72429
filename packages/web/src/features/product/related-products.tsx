import { lazy } from 'react';
import { WhenNear } from '../../shared/when-near';

/** Its code (the product tile, the request) downloads with the products: a product page draws without it. */
const RelatedList = lazy(() => import('./related-list'));

/**
 * « Vous aimerez aussi »: four products close to this one, below the fold, asked for only when the shopper comes
 * near it. Nothing is shown while they come, nor when there are none or the request fails: it is a suggestion.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  return (
    <WhenNear>
      <RelatedList productId={productId} />
    </WhenNear>
  );
}
