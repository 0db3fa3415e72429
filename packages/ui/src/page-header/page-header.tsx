import type { ReactNode } from 'react';
import { HeadingGroup } from '../heading-group/heading-group';
import { pageHeader } from './page-header.css';

export interface PageHeaderProps {
  /** The page's h1: its one top-level heading. */
  title: ReactNode;
  /** A short line above the title, in small capitals (« La boutique »). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** What sits at the end of the title line (a count, the visitor's grade); below the titles when centred. */
  aside?: ReactNode;
  /** `display1` for a hero or a space of one's own (account, orders); `display2` for the other pages. */
  size?: 'display1' | 'display2';
  /** `center` for pages with a single column of content (sign-in, wishlist, errors). */
  align?: 'left' | 'center';
  /** `ruled` closes the header with a line, where a list or sections follow (cart, content pages). */
  variant?: 'plain' | 'ruled';
  /** For a region named by the title (`aria-labelledby`). */
  id?: string;
}

/** Opens a page: its title as the h1, with an optional eyebrow, lead sentence and aside. */
export function PageHeader({
  aside,
  size = 'display2',
  align = 'left',
  variant = 'plain',
  lead,
  ...titles
}: PageHeaderProps) {
  return (
    <div className={pageHeader({ variant })}>
      <HeadingGroup {...titles} description={lead} end={aside} level={1} size={size} align={align} />
    </div>
  );
}
