import { createContext } from 'react';

/** What a page says of itself in `<head>`. */
export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Where pages leave their title and description while rendering without a document: the build's prerender
 * provides one and writes it into the page's `<head>`. In the browser there is none, and the hooks' effects
 * write the document instead.
 */
export const PageHeadContext = createContext<PageHead | null>(null);
