import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { useFieldIds } from '../form-field/field-ids';
import { FieldError, FieldHint } from '../form-field/field-message';
import { Icon } from '../icon/icon';
import { box, control, input, messages, root, row } from './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  hint?: ReactNode;
  /** Why the box must be ticked (« Veuillez cocher la case … »); read with the checkbox. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A yes-or-no choice with its label beside the box: consent, « Je ne suis pas un robot », a filter. */
export function Checkbox({ label, hint, error, onChange, ...checkbox }: CheckboxProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(hint, error);
  return (
    <div className={root}>
      <label className={row} htmlFor={id}>
        <span className={control}>
          <Ariakit.Checkbox
            {...checkbox}
            id={id}
            className={input}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => onChange?.(event.target.checked)}
          />
          <span className={box} aria-hidden>
            <Icon name="check" size="small" />
          </span>
        </span>
        <span>{label}</span>
      </label>
      {(hint || error) && (
        <div className={messages}>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
