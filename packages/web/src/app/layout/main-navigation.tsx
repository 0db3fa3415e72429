import { ExploreMenu } from './explore-menu';
import * as styles from './main-navigation.css';
import { mainNavigationLabel } from './messages';
import { categoryLinks } from './navigation';
import { NavigationItems } from './navigation-items';

/** The four universes and the « Explorer » menu, under the wordmark on wide screens. */
export function MainNavigation() {
  return (
    <nav aria-label={mainNavigationLabel}>
      <ul className={styles.list}>
        <NavigationItems links={categoryLinks} itemClassName={styles.categoryItem} tone="neutral" />
        <li className={styles.exploreItem}>
          <ExploreMenu />
        </li>
      </ul>
    </nav>
  );
}
