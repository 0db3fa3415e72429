import type { ReactNode } from 'react';
import { useFieldIds } from '../form-field/field-ids';
import { FieldError, FieldHint } from '../form-field/field-message';
import { chip, description, dot, group, input, legend, option, options, optionText } from './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (`list` only): « 2 à 4 jours ouvrés ». */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * `list` for choices that need words (delivery options, the contact subject); `chips` for short values side by
   * side (sizes, colours, variants), where an unavailable one is struck through.
   */
  variant?: 'list' | 'chips';
}

/**
 * One choice among a few, all visible. Native radio buttons sharing a name: Tab enters the group, the arrow keys
 * move and choose (the browser's own behaviour, before the app runs too), and a form sends the choice.
 */
export function RadioGroup({
  label,
  options: choices,
  value,
  defaultValue,
  onChange,
  name,
  hint,
  error,
  variant = 'list',
}: RadioGroupProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(hint, error);
  const labelId = `${id}-label`;
  return (
    <div
      role="radiogroup"
      className={group}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid}
    >
      <span id={labelId} className={legend}>
        {label}
      </span>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={options({ variant })}>
        {choices.map((choice) => (
          <label key={choice.value} className={option}>
            <input
              type="radio"
              // The browser ties the buttons of a group by their name: one of its own when the form needs none.
              name={name ?? id}
              value={choice.value}
              checked={value === undefined ? undefined : value === choice.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === choice.value}
              onChange={() => onChange?.(choice.value)}
              disabled={choice.disabled}
              className={input}
            />
            {variant === 'chips' ? (
              <span className={chip}>{choice.label}</span>
            ) : (
              <>
                <span className={dot} aria-hidden />
                <span className={optionText}>
                  {choice.label}
                  {choice.description && <span className={description}>{choice.description}</span>}
                </span>
              </>
            )}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
