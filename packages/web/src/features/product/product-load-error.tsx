import { ButtonLink, Heading, Icon, Text } from '@aurele/ui';
import { RouterLink } from '../../app/router-link';
import { usePageTitle } from '../../app/use-page-title';
import { backToShop, loadErrorText, loadErrorTitle } from './messages';
import * as styles from './product-view.css';

/** SPEC §8: the product could not be loaded; the page's title says so, with the reason and the way back. */
export function ProductLoadError({ error }: { error: unknown }) {
  usePageTitle(loadErrorTitle);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className={styles.loadError}>
      <span className={styles.loadErrorIcon}>
        <Icon name="alert" size="large" />
      </span>
      <Heading level={1} size="display2" align="center">
        {loadErrorTitle}
      </Heading>
      <Text tone="secondary" align="center">
        {loadErrorText(message)}
      </Text>
      <ButtonLink href="/shop" render={<RouterLink />} variant="secondary" icon="chevronLeft">
        {backToShop}
      </ButtonLink>
    </div>
  );
}
