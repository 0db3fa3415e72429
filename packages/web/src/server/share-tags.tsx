import { renderToStaticMarkup } from 'react-dom/server';
import { siteName } from '../shared/messages';
import type { PageHead } from '../shared/page-head';

/**
 * The canonical link, the Open Graph and the Twitter card of a page, for the `<head>` of the server's HTML:
 * crawlers and link previews read them without running a script. Addresses are made absolute with `origin`.
 */
export function shareTags(head: PageHead, origin: string): string {
  if (head.canonicalPath === undefined) return '';
  const url = new URL(head.canonicalPath, origin).href;
  const card = head.card ?? { type: 'website' };
  const image = card.image && new URL(card.image, origin).href;
  // React writes them, escaped as it escapes the page itself.
  return renderToStaticMarkup(
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={card.type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:url" content={url} />
      {head.title && <meta property="og:title" content={head.title} />}
      {head.description && <meta property="og:description" content={head.description} />}
      {image && <meta property="og:image" content={image} />}
      {card.price && <meta property="product:price:amount" content={card.price.amount} />}
      {card.price && <meta property="product:price:currency" content={card.price.currency} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {head.title && <meta name="twitter:title" content={head.title} />}
      {head.description && <meta name="twitter:description" content={head.description} />}
      {image && <meta name="twitter:image" content={image} />}
    </>,
  );
}
