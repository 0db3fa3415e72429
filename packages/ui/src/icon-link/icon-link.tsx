import * as Ariakit from '@ariakit/react';
import { iconButton } from '../icon-button/icon-button.css';
import { IconButtonContent, type IconButtonContentProps } from '../icon-button/icon-button-content';

export interface IconLinkProps extends IconButtonContentProps {
  href: string;
  /** Required: the link has no visible text (« Panier, 3 articles »). */
  label: string;
  /** The app's router link, as for `Link`. */
  render?: Ariakit.RoleProps<'a'>['render'];
  variant?: 'ghost' | 'secondary' | 'primary';
}

/** A link shown as an icon alone: the header's cart and wishlist, which go to their pages. */
export function IconLink({
  href,
  label,
  render,
  icon,
  variant = 'ghost',
  size = 'medium',
  count,
}: IconLinkProps) {
  return (
    <Ariakit.Role.a href={href} render={render} aria-label={label} className={iconButton({ variant, size })}>
      <IconButtonContent icon={icon} size={size} count={count} />
    </Ariakit.Role.a>
  );
}
