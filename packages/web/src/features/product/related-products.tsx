import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../shared/use-near-viewport';

/** Its code (the product tile, the request) downloads with the products: a product page draws without it. */
const RelatedList = lazy(() => import('./related-list'));

/** Asked this far ahead of the screen: the tiles are there when the shopper scrolls to them. */
const AHEAD = '600px';

/**
 * « Vous aimerez aussi »: four products close to this one, below the fold, asked for only when the shopper comes
 * near it. Nothing is shown while they come, nor when there are none or the request fails: it is a suggestion.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const [near, watched] = useNearViewport<HTMLDivElement>(AHEAD);
  return (
    <div ref={watched}>
      {near && (
        <Suspense fallback={null}>
          <RelatedList productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
