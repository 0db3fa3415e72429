import { renderToStaticMarkup } from 'react-dom/server';
import { houseShareImageAlt, siteName } from '../shared/messages';
import type { PageHead, ShareImage } from '../shared/page-head';

/** The picture of a page that has none of its own (`public/`): a link preview is never left blank. */
const houseShareImage: ShareImage = { url: '/share-image.png', alt: houseShareImageAlt };

/**
 * The canonical link, the Open Graph and the Twitter card of a page, for the `<head>` of the server's HTML:
 * crawlers and link previews read them without running a script. Addresses are made absolute with `origin`; the
 * picture always comes with its text alternative, which checkers of shared cards require.
 */
export function shareTags(head: PageHead, origin: string): string {
  if (head.canonicalPath === undefined) return '';
  const url = new URL(head.canonicalPath, origin).href;
  const card = head.card ?? { type: 'website' };
  const picture = card.image ?? houseShareImage;
  const image = new URL(picture.url, origin).href;
  // React writes them, escaped as it escapes the page itself.
  return renderToStaticMarkup(
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={card.type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="fr_FR" />
      {head.title && <meta property="og:title" content={head.title} />}
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={picture.alt} />
      {card.price && <meta property="product:price:amount" content={card.price.amount} />}
      {card.price && <meta property="product:price:currency" content={card.price.currency} />}
      <meta name="twitter:card" content="summary_large_image" />
      {head.title && <meta name="twitter:title" content={head.title} />}
      {head.description && <meta name="twitter:description" content={head.description} />}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={picture.alt} />
    </>,
  );
}
