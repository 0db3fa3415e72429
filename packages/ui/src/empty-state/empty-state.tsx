import type { ReactNode } from 'react';
import type { IconName } from '../icon/icon';
import { StatePanel } from './state-panel';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, usually a ButtonLink back to the shop. */
  action?: ReactNode;
  icon?: IconName;
  headingLevel?: 2 | 3;
}

/** Nothing here yet: an empty cart, wishlist or search. Say so kindly and point somewhere useful. */
export function EmptyState({ title, description, action, icon = 'bag', headingLevel = 2 }: EmptyStateProps) {
  return (
    <StatePanel
      tone="neutral"
      icon={icon}
      title={title}
      description={description}
      actions={action}
      headingLevel={headingLevel}
    />
  );
}
