import { useContext, useEffect } from 'react';
import { siteName } from './messages';
import { PageHeadContext } from './page-head';

/** « Collection Femme — Maison Aurèle »; the site's name alone without a page title. */
function pageTitle(title?: string): string {
  return title ? `${title} — ${siteName}` : siteName;
}

/**
 * Sets the document's title while the calling page is shown: `usePageTitle('Votre panier')`. In the browser an
 * effect writes it (the next page sets its own); the build's prerender collects it while rendering.
 */
export function usePageTitle(title?: string) {
  const head = useContext(PageHeadContext);
  if (head) head.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
    // A page that sets none must not keep the previous page's title.
    return () => {
      document.title = siteName;
    };
  }, [title]);
}
