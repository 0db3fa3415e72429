import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { classNames } from '../styles/class-names';
import { fieldControl } from '../styles/field.css';
import { leadingIcon, withIcon, wrapper } from './text-field.css';

export interface InputFrameProps {
  /** An icon inside the field, before the text. */
  icon?: IconName | undefined;
  /** The input, given the class that draws it as a field (with room for the icon). */
  children: (className: string) => ReactNode;
}

/** A one-line input as every text field draws it: TextField's and SearchCombobox's look the same. */
export function InputFrame({ icon, children }: InputFrameProps) {
  return (
    <span className={wrapper}>
      {icon && (
        <span className={leadingIcon}>
          <Icon name={icon} size="small" />
        </span>
      )}
      {children(classNames(fieldControl, icon && withIcon))}
    </span>
  );
}
