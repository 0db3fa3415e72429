import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import { classNames } from '../styles/class-names';
import { fieldControl } from '../styles/field.css';
import { textArea } from './text-area.css';

export interface TextAreaProps extends FieldLabelProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  placeholder?: string;
  /** The visible height in lines; the shopper can drag it taller. */
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}

/** Several lines of text: a contact message, a delivery note. */
export function TextArea(props: TextAreaProps) {
  const [field, { rows = 5, ...textarea }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <textarea {...textarea} {...control} rows={rows} className={classNames(fieldControl, textArea)} />
      )}
    </FormField>
  );
}
