import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Words for assistive technology only: the context a sighted shopper gets from the layout. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  );
}
