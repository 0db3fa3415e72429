import { Anchor, type LinkRender } from '../anchor/anchor';
import { iconButton } from '../icon-button/icon-button.css';
import { IconButtonContent, type IconButtonContentProps } from '../icon-button/icon-button-content';

export interface IconLinkProps extends IconButtonContentProps {
  href: string;
  /** Required: the link has no visible text (« Panier, 3 articles »). */
  label: string;
  /** The app's router link, as for `Link`. */
  render?: LinkRender;
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
    <Anchor href={href} render={render} aria-label={label} className={iconButton({ variant, size })}>
      <IconButtonContent icon={icon} size={size} count={count} />
    </Anchor>
  );
}
