import type { ReactNode } from 'react';
import { Anchor, type LinkRender } from '../anchor/anchor';
import { Icon, type IconName } from '../icon/icon';
import type { Tone } from '../tokens/tone';
import { link } from './link.css';

export interface LinkProps {
  href: string;
  children: ReactNode;
  /**
   * The app's router link, so navigation stays client-side: `render={<RouterLink to="/shop" />}`, or a function
   * `render={(props) => <RouterLink {...props} to={props.href} />}`. Without it, a plain `<a>`.
   */
  render?: LinkRender;
  /** `inline` inside a sentence; `standalone` for a call to action on its own line; `quiet` for navigation lists. */
  variant?: 'inline' | 'standalone' | 'quiet';
  /** `brand` stands out; `neutral` and `secondary` sit in footers and menus; `inverse` on dark surfaces. */
  tone?: Extract<Tone, 'brand' | 'neutral' | 'secondary' | 'inverse'>;
  /** An icon after the text, such as `arrowRight` for « Voir la collection ». */
  icon?: IconName;
  /** Marks the link to the page being shown (navigation, breadcrumbs). */
  current?: boolean;
}

/** Goes somewhere. For an action that stays on the page, use a Button (its `link` variant reads as text). */
export function Link({
  href,
  children,
  render,
  variant = 'inline',
  tone = 'brand',
  icon,
  current = false,
}: LinkProps) {
  return (
    <Anchor
      href={href}
      render={render}
      className={link({ variant, tone })}
      aria-current={current ? 'page' : undefined}
    >
      {children}
      {icon && <Icon name={icon} size="small" />}
    </Anchor>
  );
}
