import { createContext } from 'react';

/** A shared link's picture: its address, absolute or from this site, and the words that say what it shows. */
export interface ShareImage {
  url: string;
  alt: string;
}

/** What a shared link shows beyond the title and the description (Open Graph, Twitter card). */
interface ShareCard {
  type: 'website' | 'product';
  /** The page's own picture; the house's when it has none. */
  image?: ShareImage;
  /** A product's price in major units (`129.00`) and its currency. */
  price?: { amount: string; currency: string };
}

/** What a page says of itself in `<head>`. */
export interface PageHead {
  title?: string;
  description?: string;
  /** The page's own address (path and query) as search engines should file it: the canonical link and og:url. */
  canonicalPath?: string;
  card?: ShareCard;
}

/**
 * Where pages leave their head while rendering without a document: the server's render and the build's prerender
 * provide one and write it into the page's `<head>`. In the browser there is none, and the hooks' effects write
 * the document's title and description instead.
 */
export const PageHeadContext = createContext<PageHead | null>(null);
