import type { ChangeEventHandler, FocusEventHandler, HTMLInputAutoCompleteAttribute } from 'react';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import type { IconName } from '../icon/icon';
import { InputFrame } from './input-frame';

export interface TextFieldProps extends FieldLabelProps {
  name?: string;
  /** `email`, `tel` and `search` bring the right keyboard on phones. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'search' | 'url';
  disabled?: boolean;
  readOnly?: boolean;
  /** An icon inside the field, before the text (`search` for the header's search box). */
  icon?: IconName;
}

/** A single line of text with its label, hint and error. */
export function TextField(props: TextFieldProps) {
  const [field, { type = 'text', icon, ...input }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <InputFrame icon={icon}>
          {(className) => <input {...input} {...control} type={type} className={className} />}
        </InputFrame>
      )}
    </FormField>
  );
}
