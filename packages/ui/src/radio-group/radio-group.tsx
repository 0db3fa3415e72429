import type { ReactNode } from 'react';
import { useFieldIds } from '../form-field/field-ids';
import { FieldError, FieldHint } from '../form-field/field-message';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import {
  chip,
  description,
  dot,
  group,
  input,
  legend,
  option,
  options,
  optionText,
  struck,
} from './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (`list` only): « 2 à 4 jours ouvrés ». */
  description?: ReactNode;
  /** Cannot be chosen: greyed, and skipped by the arrow keys. */
  disabled?: boolean;
  /**
   * Chosen like any other, but shown struck through and read after its label in these words (« M, épuisé »): a
   * value that exists yet cannot be had now, whose details the user may still want to see.
   */
  unavailable?: string;
}

/**
 * The option's label, struck through when it is unavailable. Screen readers then hear the whole name from one
 * hidden text (« M, épuisé »): read from two elements, it would come with a space before the comma.
 */
function OptionLabel({ choice }: { choice: RadioOption }) {
  if (!choice.unavailable) return choice.label;
  return (
    <>
      <span className={struck} aria-hidden>
        {choice.label}
      </span>
      <VisuallyHidden>
        {choice.label}, {choice.unavailable}
      </VisuallyHidden>
    </>
  );
}

export interface RadioGroupProps {
  label: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  /** A choice the form needs: before the app runs, the browser will not send it without one. */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * `list` for choices that need words (delivery options, the contact subject); `chips` for short values side by
   * side (sizes, colours, variants).
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
  required,
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
      aria-required={required}
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
              required={required}
              className={input}
            />
            {variant === 'chips' ? (
              <span className={chip}>
                <OptionLabel choice={choice} />
              </span>
            ) : (
              <>
                <span className={dot} aria-hidden />
                <span className={optionText}>
                  <OptionLabel choice={choice} />
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
