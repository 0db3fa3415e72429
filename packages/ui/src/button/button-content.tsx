import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { Spinner } from '../spinner/spinner';
import { classNames } from '../styles/class-names';
import { label, labelHidden, spinnerSlot } from './button.css';

export interface ButtonContentProps {
  children: ReactNode;
  /** A small icon beside the label, never instead of it (that is an IconButton). */
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  /** Busy: the spinner replaces the label, presses are ignored, focus stays. */
  loading?: boolean;
}

/** What a Button and a ButtonLink show inside: the label, an optional icon, and the spinner while loading. */
export function ButtonContent({
  children,
  icon,
  iconPosition = 'start',
  loading = false,
}: ButtonContentProps) {
  const iconElement = icon ? <Icon name={icon} size="small" /> : null;
  return (
    <>
      <span className={classNames(label, loading && labelHidden)}>
        {iconPosition === 'start' && iconElement}
        {children}
        {iconPosition === 'end' && iconElement}
      </span>
      {loading && (
        <span className={spinnerSlot}>
          <Spinner size="small" />
        </span>
      )}
    </>
  );
}
