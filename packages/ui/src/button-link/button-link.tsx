import type { MouseEventHandler } from 'react';
import { Anchor, type LinkRender } from '../anchor/anchor';
import type { ButtonProps } from '../button/button';
import { button } from '../button/button.css';
import { ButtonContent } from '../button/button-content';

export interface ButtonLinkProps
  extends Pick<
    ButtonProps,
    'variant' | 'tone' | 'size' | 'width' | 'wrap' | 'icon' | 'iconPosition' | 'children'
  > {
  href: string;
  /** The app's router link, as for `Link`: `render={<RouterLink to="/shop" />}`. */
  render?: LinkRender;
  /**
   * Once the app runs, it may do the link's job in place (« Voir plus » adds the next page to the list) by
   * preventing the navigation; before, the link goes to its address.
   */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** A text near the link that says why it is the way on (a product sold « sur demande » leads to the contact page). */
  'aria-describedby'?: string;
}

/**
 * A link dressed as a button, for navigation that is the main call to action (« Découvrir la collection »,
 * « Retour à la boutique »). It stays a link for assistive technology: it goes somewhere.
 */
export function ButtonLink({
  href,
  render,
  variant = 'primary',
  tone = 'brand',
  size = 'medium',
  width = 'auto',
  wrap = false,
  icon,
  iconPosition,
  onClick,
  children,
  'aria-describedby': describedBy,
}: ButtonLinkProps) {
  return (
    <Anchor
      href={href}
      render={render}
      onClick={onClick}
      aria-describedby={describedBy}
      className={button({ variant, tone, size, width, wrap })}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </Anchor>
  );
}
