import { Dialog, Heading, IconButton, Stack } from '@aurele/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mainNavigationLabel, mobileMenu } from './messages';
import * as styles from './mobile-navigation.css';
import { collectionsGroup, moreGroups } from './navigation';
import { NavigationItems } from './navigation-items';
import { mainContentId } from './skip-link';
import { focusPageHeading } from './use-navigation-focus';

const dialogId = 'menu-mobile';

/** Small screens: a menu button that opens the same links as the wide header, in a side panel. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const leftForAnotherPage = useRef(false);
  const location = useLocation();
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
  return (
    <span className={styles.wrapper}>
      <IconButton
        icon="menu"
        label={mobileMenu.openLabel}
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={mobileMenu.title}
        closeLabel={mobileMenu.closeLabel}
        placement="end"
        autoFocusOnHide={focusOnClose}
      >
        <nav aria-label={mainNavigationLabel} id={dialogId}>
          <Stack space="xxlarge">
            <ul className={styles.categories}>
              <NavigationItems links={collectionsGroup.links} itemClassName={styles.item} tone="neutral" />
            </ul>
            {moreGroups.map((group) => (
              <section key={group.id} aria-labelledby={`${dialogId}-${group.id}`}>
                <Stack space="small">
                  <Heading level={2} size="subtitle" id={`${dialogId}-${group.id}`}>
                    {group.title}
                  </Heading>
                  <ul className={styles.links}>
                    <NavigationItems links={group.links} itemClassName={styles.item} tone="secondary" />
                  </ul>
                </Stack>
              </section>
            ))}
          </Stack>
        </nav>
      </Dialog>
    </span>
  );
}
