import type { ReactNode } from 'react';
import { BoxBase, type BoxElement } from '../box/box-base';
import { listLayout } from '../box/list-layout';
import type { Sprinkles } from '../sprinkles/sprinkles.css';

export interface ColumnsProps {
  /** How many equal columns, per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns: Sprinkles['gridTemplateColumns'];
  space: Sprinkles['gap'];
  as?: BoxElement;
  children: ReactNode;
  'aria-label'?: string;
}

/** A grid of equal columns that reflows per breakpoint: product grids, footers, feature rows. */
export function Columns({ columns, space, as = 'div', children, 'aria-label': ariaLabel }: ColumnsProps) {
  const list = listLayout(as, children);
  return (
    <BoxBase
      as={as}
      display="grid"
      gridTemplateColumns={columns}
      gap={space}
      className={list.className}
      aria-label={ariaLabel}
    >
      {list.children}
    </BoxBase>
  );
}
