import type { ReactNode } from 'react';
import { BoxBase, type BoxElement } from '../box/box-base';
import { container } from './container.css';

export interface ContainerProps {
  /** `narrow` (44 rem) for reading and forms, `medium` (64 rem) for the cart and account, `wide` (84 rem) for grids. */
  width?: 'narrow' | 'medium' | 'wide';
  as?: BoxElement;
  children: ReactNode;
}

/** Centres the page's content with the house's gutters: `narrow` for reading, `wide` for grids. */
export function Container({ width = 'wide', as = 'div', children }: ContainerProps) {
  return (
    <BoxBase as={as} className={container({ width })}>
      {children}
    </BoxBase>
  );
}
