import type { ReactNode } from 'react';
import { card } from './card.css';

export interface CardProps {
  children: ReactNode;
  /**
   * `outlined` for lists of records (orders, addresses); `elevated` for what floats above the page; `subtle` for
   * asides.
   */
  variant?: 'outlined' | 'elevated' | 'subtle';
  /** `none` lets an image reach the edges. */
  padding?: 'none' | 'medium' | 'large';
  /** `article` for a self-contained record (an order), `section` for a titled block, `li` inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  'aria-labelledby'?: string;
}

/** A surface that groups one thing: an order, an address, a brand. */
export function Card({
  children,
  variant = 'outlined',
  padding = 'large',
  as: Element = 'div',
  ...aria
}: CardProps) {
  return (
    <Element className={card({ variant, padding })} {...aria}>
      {children}
    </Element>
  );
}
