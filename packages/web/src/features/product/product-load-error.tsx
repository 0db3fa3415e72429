import { ButtonLink, ErrorState } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { usePageTitle } from '../../shared/use-page-title';
import { backToShop, loadErrorText, loadErrorTitle, retry } from './messages';

/**
 * docs/product/errors.md: the product could not be loaded; the page's title says so, with the reason, the way back and, as on
 * the shop's list, a way to try again (a failing storefront often answers the next time).
 */
export function ProductLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  usePageTitle(loadErrorTitle);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorState
      headingLevel={1}
      title={loadErrorTitle}
      message={loadErrorText(message)}
      retryLabel={retry}
      onRetry={onRetry}
      action={
        <ButtonLink href="/shop" render={<RouterLink />} variant="secondary" icon="chevronLeft">
          {backToShop}
        </ButtonLink>
      }
    />
  );
}
