import { MegaMenu, type MegaMenuColumn } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { exploreLabel } from './messages';
import { exploreGroups } from './navigation';

const columns: MegaMenuColumn[] = exploreGroups.map((group) => ({
  id: group.id,
  title: group.title,
  links: group.links.map((link) => ({ ...link, render: <RouterLink /> })),
}));

/** Where « Explorer » leads before the app runs: the whole shop, whose sidebar lists the universes. */
export const exploreFallbackHref = '/shop';

/**
 * « Explorer »: collections, brands, selections and services in one wide panel. The prerendered page cannot open
 * a panel (no script yet): its « Explorer » is a link to the shop, which the app turns into the menu.
 */
export function ExploreMenu() {
  const hydrated = useHydrated();
  return (
    <MegaMenu
      label={exploreLabel}
      columns={columns}
      fallback={hydrated ? undefined : { href: exploreFallbackHref, render: <RouterLink /> }}
    />
  );
}
