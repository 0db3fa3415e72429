import { Dialog, Heading, Stack } from '@aurele/ui';
import { mainNavigationLabel, mobileMenu } from './messages';
import * as styles from './mobile-navigation.css';
import { collectionsGroup, moreGroups } from './navigation';
import { NavigationItems } from './navigation-items';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes when the panel closes; `true` gives it back to the menu button. */
  autoFocusOnHide: () => boolean;
}

/** The side panel of the small screens' menu: the same links as the wide header. */
export function MobileNavigationPanel({ id, open, onClose, autoFocusOnHide }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mobileMenu.title}
      closeLabel={mobileMenu.closeLabel}
      placement="end"
      autoFocusOnHide={autoFocusOnHide}
    >
      <nav aria-label={mainNavigationLabel} id={id}>
        <Stack space="xxlarge">
          <ul className={styles.categories}>
            <NavigationItems links={collectionsGroup.links} itemClassName={styles.item} tone="neutral" />
          </ul>
          {moreGroups.map((group) => (
            <section key={group.id} aria-labelledby={`${id}-${group.id}`}>
              <Stack space="small">
                <Heading level={2} size="subtitle" id={`${id}-${group.id}`}>
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
  );
}
