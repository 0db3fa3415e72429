import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: Ref<HTMLAnchorElement>;
  /** History state the next page reads (the auth steps carry the page the guard refused). */
  state?: unknown;
};

/**
 * The router's link under the design system's `href` props, so navigation stays client-side:
 * `<Link href="/shop" render={<RouterLink />}>` (ui `Link`, `IconLink`, `ButtonLink`, `Menu` and `MegaMenu` links).
 */
export function RouterLink({ href = '', ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}
