import { Container, Link as TextLink } from '@aurele/ui';
import { Link } from 'react-router-dom';
import { siteName } from '../../shared/messages';
import { RouterLink } from '../../shared/router-link';
import * as styles from './back-office-header.css';
import { headerFrame, wordmarkText } from './header-frame.css';
import { backOffice, homeLinkLabel } from './messages';
import { UserMenu } from './user-menu';

/**
 * The back office's header: the house's name and « Administration », the way back to the shop, and the signed-in
 * administrator's menu. No promo, search or shop navigation: the dashboard is a tool, not a shop window.
 */
export function BackOfficeHeader() {
  return (
    <header className={headerFrame}>
      <Container>
        <div className={styles.bar}>
          <p className={styles.brand}>
            <Link to="/" className={wordmarkText} aria-label={homeLinkLabel}>
              {siteName}
            </Link>
            <span className={styles.label}>{backOffice.label}</span>
          </p>
          <div className={styles.tools}>
            <TextLink href="/shop" render={<RouterLink />} variant="quiet" tone="neutral">
              {backOffice.backToShop}
            </TextLink>
            <UserMenu />
          </div>
        </div>
      </Container>
    </header>
  );
}
