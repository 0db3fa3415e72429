import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../shared/use-near-viewport';

const RecentlyViewedList = lazy(() => import('./recently-viewed-list'));

/** Asked this far ahead of the screen, as « Vous aimerez aussi » is. */
const AHEAD = '600px';

/**
 * « Vus récemment » (issue 27): the last products this browser opened, kept in it only, as a rail — on a product
 * page (without that product), in the empty cart, on a search that found nothing. Its code comes when it is
 * near the screen; nothing shows while the list is empty or the page is not the app's yet.
 */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const [near, watched] = useNearViewport<HTMLDivElement>(AHEAD);
  return (
    <div ref={watched}>
      {near && (
        <Suspense fallback={null}>
          <RecentlyViewedList exclude={exclude} />
        </Suspense>
      )}
    </div>
  );
}
