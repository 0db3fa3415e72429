import { Outlet, useLocation } from 'react-router-dom';
import { AppStateProvider } from '../state/app-state-provider';
import * as styles from './site-layout.css';

/** The frame around every page: header, main content, footer, and the app-wide actors. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <AppStateProvider pathname={pathname}>
      <div className={styles.page}>
        <header className={styles.header}>
          <p className={styles.brand}>Maison Aurèle</p>
        </header>
        <main id="contenu">
          <Outlet />
        </main>
      </div>
    </AppStateProvider>
  );
}
