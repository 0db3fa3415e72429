import { Spinner, Stack, Text } from '@aurele/ui';
import { loadingMessage, needsJavaScript } from './messages';
import * as styles from './page-loading.css';

/**
 * « Chargement... » where a page will be once the browser knows what it shows (the session, the cart): as tall as
 * a short page, so the footer does not jump when it arrives. A browser that runs no script would wait for ever: it
 * is told why.
 */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <Stack space="medium" align="center">
        <Spinner size="large" tone="brand" />
        <Text tone="secondary">{loadingMessage}</Text>
        <noscript>
          <Text align="center">{needsJavaScript}</Text>
        </noscript>
      </Stack>
    </div>
  );
}
