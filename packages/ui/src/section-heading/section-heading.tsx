import type { ReactNode } from 'react';
import { HeadingGroup } from '../heading-group/heading-group';

const headingSize = { 2: 'display2', 3: 'title' } as const;

export interface SectionHeadingProps {
  title: ReactNode;
  /** A short line above the title, in small capitals (« Nouveautés »). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** A link or button at the end of the line (« Tout voir »); it drops below the title on narrow screens. */
  action?: ReactNode;
  /** The page's own title is a PageHeader; sections start at h2. */
  level?: 2 | 3;
  /** `center` for editorial sections on the home page; `left` where an action sits beside the title. */
  align?: 'left' | 'center';
  id?: string;
}

/** Opens a section of a page: eyebrow, serif title, a sentence of introduction and an optional action. */
export function SectionHeading({ action, level = 2, align = 'left', ...titles }: SectionHeadingProps) {
  return <HeadingGroup {...titles} end={action} level={level} size={headingSize[level]} align={align} />;
}
