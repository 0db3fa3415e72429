import { ButtonLink, ErrorState } from '@aurele/ui';
import { RouterLink } from '../../app/router-link';
import { usePageTitle } from '../../app/use-page-title';
import { backToShop, loadErrorText, loadErrorTitle } from './messages';

/** SPEC §8: the product could not be loaded; the page's title says so, with the reason and the way back. */
export function ProductLoadError({ error }: { error: unknown }) {
  usePageTitle(loadErrorTitle);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorState
      headingLevel={1}
      title={loadErrorTitle}
      message={loadErrorText(message)}
      action={
        <ButtonLink href="/shop" render={<RouterLink />} variant="secondary" icon="chevronLeft">
          {backToShop}
        </ButtonLink>
      }
    />
  );
}
