import type { ReactNode } from 'react';
import { BoxBase, type BoxElement } from '../box/box-base';
import { listLayout } from '../box/list-layout';
import type { Sprinkles } from '../sprinkles/sprinkles.css';

const alignments = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps {
  /** The gap between children; responsive values take an object or an array (mobile first). */
  space: Sprinkles['gap'];
  align?: keyof typeof alignments;
  as?: BoxElement;
  children: ReactNode;
  'aria-label'?: string;
}

/** Children one above the other, evenly spaced. */
export function Stack({
  space,
  align = 'stretch',
  as = 'div',
  children,
  'aria-label': ariaLabel,
}: StackProps) {
  const list = listLayout(as, children);
  return (
    <BoxBase
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignments[align]}
      className={list.className}
      aria-label={ariaLabel}
    >
      {list.children}
    </BoxBase>
  );
}
