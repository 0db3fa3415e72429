import { Container } from '@aurele/ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { siteName } from '../../shared/messages';
import { HeaderSearch } from './header-search';
import { MainNavigation } from './main-navigation';
import { homeLinkLabel } from './messages';
import { MobileNavigation } from './mobile-navigation';
import { ShoppingLinks } from './shopping-links';
import * as styles from './site-header.css';
import { usePublishedHeight } from './use-published-height';
import { UserMenu } from './user-menu';

/** The sticky header of every page: search, the house's name, the shopper's tools, and the navigation. */
export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  usePublishedHeight(header);
  return (
    <header className={styles.header} ref={header}>
      <Container>
        <div className={styles.bar}>
          <div className={styles.search}>
            <HeaderSearch />
          </div>
          <Link to="/" className={styles.wordmark} aria-label={homeLinkLabel}>
            {siteName}
          </Link>
          <div className={styles.tools}>
            <ShoppingLinks />
            <UserMenu />
            <span className={styles.menuButton}>
              <MobileNavigation />
            </span>
          </div>
          <div className={styles.navigation}>
            <MainNavigation />
          </div>
        </div>
      </Container>
    </header>
  );
}
