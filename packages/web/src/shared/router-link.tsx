import { type AnchorHTMLAttributes, type Ref, useContext } from 'react';
import { Link, useLocation, useResolvedPath } from 'react-router-dom';
import { InsideMainContext } from './inside-main';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: Ref<HTMLAnchorElement>;
  /** History state the next page reads (the auth steps carry the page the guard refused). */
  state?: unknown;
  /** Writes over the current history entry (« Voir plus » names the list's last page in its address). */
  replace?: boolean;
};

/**
 * The router's link under the design system's `href` props, so navigation stays client-side:
 * `<Link href="/shop" render={<RouterLink />}>` (ui `Link`, `IconLink`, `ButtonLink`, `Menu` and `MegaMenu` links).
 * A link of the page to another view of itself leaves the scroll alone; any other goes to the top of its page.
 */
export function RouterLink({ href = '', ...props }: RouterLinkProps) {
  const insideMain = useContext(InsideMainContext);
  const samePage = useResolvedPath(href).pathname === useLocation().pathname;
  return <Link to={href} preventScrollReset={insideMain && samePage} {...props} />;
}
