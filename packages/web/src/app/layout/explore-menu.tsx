import { MegaMenu, type MegaMenuColumn } from '@aurele/ui';
import { RouterLink } from '../router-link';
import { exploreLabel } from './messages';
import { exploreGroups } from './navigation';

const columns: MegaMenuColumn[] = exploreGroups.map((group) => ({
  id: group.id,
  title: group.title,
  links: group.links.map((link) => ({ ...link, render: <RouterLink /> })),
}));

/** « Explorer »: collections, brands, selections and services in one wide panel. */
export function ExploreMenu() {
  return <MegaMenu label={exploreLabel} columns={columns} />;
}
