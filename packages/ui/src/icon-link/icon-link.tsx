import { Anchor, type AnchorProps, type LinkRender } from '../anchor/anchor';
import { iconButton } from '../icon-button/icon-button.css';
import { IconButtonContent, type IconButtonContentProps } from '../icon-button/icon-button-content';

export interface IconLinkProps
  extends IconButtonContentProps,
    /** Once the app runs, it may do the link's job in place (the cart's bag opens the cart drawer). */
    Pick<AnchorProps, 'onClick' | 'onPointerEnter' | 'onFocus'> {
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
  ...handlers
}: IconLinkProps) {
  return (
    <Anchor
      href={href}
      render={render}
      aria-label={label}
      className={iconButton({ variant, size })}
      {...handlers}
    >
      <IconButtonContent icon={icon} size={size} count={count} />
    </Anchor>
  );
}
