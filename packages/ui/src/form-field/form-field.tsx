import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import { field, label as labelStyle, optional, requiredMark } from './form-field.css';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** The props every labelled control shares. */
export interface FieldLabelProps {
  label: ReactNode;
  /** Help shown under the label, read with the control (« 8 caractères minimum »). */
  hint?: ReactNode;
  /** The reason the value is refused; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Required fields carry an asterisk; say what it means once per form. */
  required?: boolean;
  /** Words after the label of an optional field, where most fields are required (« facultatif »). */
  optionalLabel?: string;
  /** Keep the label for assistive technology only, where the context already says it (a cart line's quantity). */
  hideLabel?: boolean;
}

export interface FormFieldProps extends FieldLabelProps {
  /** The element the label renders as (Ariakit's `SelectLabel` for a select, which is not a native control). */
  labelRender?: ReactElement<{ className?: string }>;
  children: (control: FieldControlProps) => ReactNode;
}

/** Splits a control's props into those of its FormField and its own. */
export function splitFieldProps<Props extends FieldLabelProps>({
  label,
  hint,
  error,
  required,
  optionalLabel,
  hideLabel,
  ...control
}: Props) {
  return [{ label, hint, error, required, optionalLabel, hideLabel }, control] as const;
}

/** A label, an optional hint, the control, and an error message, tied together by ids. */
export function FormField({
  label,
  hint,
  error,
  required = false,
  optionalLabel,
  hideLabel = false,
  labelRender,
  children,
}: FormFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(hint, error);
  const labelClass = hideLabel ? visuallyHidden : labelStyle;
  const labelContent = (
    <>
      {label}
      {required && (
        <span className={requiredMark} aria-hidden>
          *
        </span>
      )}
      {!required && optionalLabel && <span className={optional}> ({optionalLabel})</span>}
    </>
  );
  return (
    <div className={field}>
      {labelRender ? (
        cloneElement(labelRender, { className: labelClass }, labelContent)
      ) : (
        <label htmlFor={id} className={labelClass}>
          {labelContent}
        </label>
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid, required })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
