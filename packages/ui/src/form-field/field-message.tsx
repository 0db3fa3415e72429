import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { error as errorStyle, hint as hintStyle } from './form-field.css';

/** The help under a label. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={hintStyle}>
      {children}
    </span>
  );
}

/** Why a value is refused, with an icon so the colour is never the only sign. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={errorStyle}>
      <Icon name="alert" size="small" />
      {children}
    </span>
  );
}
