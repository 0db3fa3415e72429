import { IconButton, IconLink } from '@aurele/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { exploreFallbackHref } from './explore-menu';
import { mobileMenu } from './messages';
import * as styles from './mobile-navigation.css';
import { mainContentId } from './skip-link';
import { focusPageHeading } from './use-navigation-focus';

const dialogId = 'menu-mobile';

/** The panel and its dialog library download when the menu first opens. */
const MobileNavigationPanel = lazy(() =>
  import('./mobile-navigation-panel').then((module) => ({ default: module.MobileNavigationPanel })),
);

/** Small screens: a menu button that opens the same links as the wide header, in a side panel. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can close with its animation and give the focus back.
  const [opened, setOpened] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const leftForAnotherPage = useRef(false);
  const location = useLocation();
  const hydrated = useHydrated();
  // Choosing a link changes the page: the panel gets out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location
  useEffect(() => {
    if (!openRef.current) return;
    leftForAnotherPage.current = true;
    setOpen(false);
  }, [location]);
  // The closing panel would give the focus back to its button; after a link, the new page's heading takes it.
  const focusOnClose = () => {
    if (!leftForAnotherPage.current) return true;
    leftForAnotherPage.current = false;
    const main = document.getElementById(mainContentId);
    if (main) focusPageHeading(main);
    return false;
  };
  // The prerendered page cannot open the panel (no script yet): its menu button leads to the shop, like
  // « Explorer », and the app makes it the button.
  if (!hydrated) {
    return (
      <span className={styles.wrapper}>
        <IconLink
          href={exploreFallbackHref}
          render={<RouterLink />}
          icon="menu"
          label={mobileMenu.openLabel}
        />
      </span>
    );
  }
  return (
    <span className={styles.wrapper}>
      <IconButton
        icon="menu"
        label={mobileMenu.openLabel}
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      />
      {opened && (
        <Suspense>
          <MobileNavigationPanel
            id={dialogId}
            open={open}
            onClose={() => setOpen(false)}
            autoFocusOnHide={focusOnClose}
          />
        </Suspense>
      )}
    </span>
  );
}
