import type { AriaRole, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../sprinkles/sprinkles.css';
import { classNames } from '../styles/class-names';

export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li';

export interface BoxProps extends Sprinkles {
  as?: BoxElement;
  children?: ReactNode;
  id?: string;
  role?: AriaRole;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The element under every layout primitive. It takes a class so that Stack, Inline, Columns and Container can add
 * their own; the public `Box` does not, which keeps the design system closed.
 */
export function BoxBase({
  as: Element = 'div',
  className,
  children,
  id,
  role,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...layout
}: BoxProps & { className?: string }) {
  return (
    <Element
      className={classNames(sprinkles(layout), className)}
      id={id}
      role={role}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      {children}
    </Element>
  );
}
