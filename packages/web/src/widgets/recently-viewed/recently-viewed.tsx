import { lazy } from 'react';
import { WhenNear } from '../../shared/when-near';

const RecentlyViewedList = lazy(() => import('./recently-viewed-list'));

/**
 * « Vus récemment » (issue 27): the last products this browser opened, kept in it only, as a rail — on a product
 * page (without that product), in the empty cart, on a search that found nothing. Its code comes when it is
 * near the screen; nothing shows while the list is empty or the page is not the app's yet.
 */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  return (
    <WhenNear>
      <RecentlyViewedList exclude={exclude} />
    </WhenNear>
  );
}
