import type { ReactNode } from 'react';
import { Heading } from '../heading/heading';
import { Text } from '../text/text';
import { eyebrow as eyebrowStyle, root, titles } from './section-heading.css';

const headingSize = { 1: 'display1', 2: 'display2', 3: 'title' } as const;

export interface SectionHeadingProps {
  title: ReactNode;
  /** A short line above the title, in small capitals (« Nouveautés »). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** A link or button at the end of the line (« Tout voir »); it drops below the title on narrow screens. */
  action?: ReactNode;
  level?: 1 | 2 | 3;
  /** `center` for editorial sections on the home page; `left` where an action sits beside the title. */
  align?: 'left' | 'center';
  id?: string;
}

/** Opens a section of a page: eyebrow, serif title, a sentence of introduction and an optional action. */
export function SectionHeading({
  title,
  eyebrow,
  description,
  action,
  level = 2,
  align = 'left',
  id,
}: SectionHeadingProps) {
  return (
    <div className={root({ align })}>
      <div className={titles}>
        {eyebrow && <span className={eyebrowStyle}>{eyebrow}</span>}
        <Heading level={level} size={headingSize[level]} align={align} id={id}>
          {title}
        </Heading>
        {description && (
          <Text tone="secondary" size="large" align={align}>
            {description}
          </Text>
        )}
      </div>
      {action}
    </div>
  );
}
