import { Children, type ReactNode } from 'react';
import type { BoxElement } from './box-base';
import { listReset } from './list-layout.css';

/**
 * A layout rendered as `ul`/`ol` stays valid HTML and keeps list semantics for screen readers: the bullets go,
 * and each child gets its own `li`.
 */
export function listLayout(as: BoxElement, children: ReactNode) {
  if (as !== 'ul' && as !== 'ol') return { className: undefined, children };
  return {
    className: listReset,
    // Children keep their order and never move, so the position is a stable key here.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    children: Children.toArray(children).map((child, index) => <li key={index}>{child}</li>),
  };
}
