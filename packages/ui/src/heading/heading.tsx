import type { ReactNode } from 'react';
import type { Tone } from '../tokens/tone';
import { heading } from './heading.css';

type HeadingSize = 'display1' | 'display2' | 'title' | 'subtitle';

const sizeOfLevel: Record<HeadingProps['level'], HeadingSize> = {
  1: 'display1',
  2: 'display2',
  3: 'title',
  4: 'subtitle',
};

export interface HeadingProps {
  /** The document outline (h1–h4). One h1 per page. */
  level: 1 | 2 | 3 | 4;
  /**
   * How big it looks, when that differs from its level: `display1` for a hero, `display2` for page and section
   * titles, `title` (serif) for cards and dialogs, `subtitle` (sans) for small groups. Defaults to the level's size.
   */
  size?: HeadingSize;
  tone?: Extract<Tone, 'neutral' | 'brand' | 'inverse'>;
  align?: 'left' | 'center';
  id?: string;
  children: ReactNode;
}

/** A title in the house's serif (the sans for `subtitle`), balanced over its lines. */
export function Heading({
  level,
  size = sizeOfLevel[level],
  tone = 'neutral',
  align = 'left',
  id,
  children,
}: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={heading({ size, tone, align })}>
      {children}
    </Element>
  );
}
