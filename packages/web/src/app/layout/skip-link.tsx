import { skipLinkLabel } from './messages';
import { skipLink } from './skip-link.css';

/** The page's id for its main content, the target of the skip link. */
export const mainContentId = 'contenu';

/** The first stop of the keyboard: straight to the page's content, past the banner and the header. */
export function SkipLink() {
  return (
    <a className={skipLink} href={`#${mainContentId}`}>
      {skipLinkLabel}
    </a>
  );
}
