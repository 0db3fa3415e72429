import { useEffect } from 'react';
import { siteName } from './layout/messages';

/** « Collection Femme — Maison Aurèle »; the site's name alone without a page title. */
export function pageTitle(title?: string): string {
  return title ? `${title} — ${siteName}` : siteName;
}

/**
 * Sets the document's title while the calling page is shown: `usePageTitle('Votre panier')`. In an effect, so
 * pages still render where there is no document (the build's prerender); the next page sets its own.
 */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    // A page that sets none must not keep the previous page's title.
    return () => {
      document.title = siteName;
    };
  }, [title]);
}
