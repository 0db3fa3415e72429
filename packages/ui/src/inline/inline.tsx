import type { ReactNode } from 'react';
import { BoxBase, type BoxElement } from '../box/box-base';
import { listLayout } from '../box/list-layout';
import type { Sprinkles } from '../sprinkles/sprinkles.css';

const horizontal = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const vertical = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps {
  space: Sprinkles['gap'];
  align?: keyof typeof horizontal;
  alignY?: keyof typeof vertical;
  /** Keep everything on one line instead of wrapping (toolbars, a price beside its original). */
  nowrap?: boolean;
  as?: BoxElement;
  children: ReactNode;
  'aria-label'?: string;
}

/** Children side by side, wrapping onto new lines when the space runs out. */
export function Inline({
  space,
  align = 'left',
  alignY = 'center',
  nowrap = false,
  as = 'div',
  children,
  'aria-label': ariaLabel,
}: InlineProps) {
  const list = listLayout(as, children);
  return (
    <BoxBase
      as={as}
      display="flex"
      flexWrap={nowrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={horizontal[align]}
      alignItems={vertical[alignY]}
      className={list.className}
      aria-label={ariaLabel}
    >
      {list.children}
    </BoxBase>
  );
}
