import { type KeyboardEvent, useEffect, useState } from 'react';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import { IconButton } from '../icon-button/icon-button';
import { clampQuantity } from './clamp-quantity';
import { input, stepper } from './quantity-stepper.css';

export interface QuantityStepperProps extends Omit<FieldLabelProps, 'optionalLabel' | 'required'> {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  /** The stock, or the cart's per-line limit; the plus button stops there. */
  max?: number;
  /** The minus button's name (« Retirer un article »). */
  decrementLabel: string;
  /** The plus button's name (« Ajouter un article »). */
  incrementLabel: string;
  /** `small` in cart lines, `medium` on the product page. */
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/**
 * A quantity from `min` (1) to an optional `max`: minus and plus buttons, or type a number (kept within bounds
 * when the field is left or Enter is pressed). The arrow keys step it, as on any spin button.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const [
    field,
    { value, onChange, min = 1, max, decrementLabel, incrementLabel, size = 'medium', disabled = false },
  ] = splitFieldProps(props);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => {
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const step = (by: number) => commit(clampQuantity(String(value + by), value, min, max));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') step(1);
    else if (event.key === 'ArrowDown') step(-1);
    else if (event.key === 'Enter') commit(clampQuantity(draft, value, min, max));
    else return;
    event.preventDefault();
  };

  return (
    <FormField {...field}>
      {(control) => (
        <div className={stepper({ size })}>
          <IconButton
            icon="minus"
            label={decrementLabel}
            size={size}
            disabled={disabled || value <= min}
            onClick={() => step(-1)}
          />
          <input
            {...control}
            className={input}
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={max}
            disabled={disabled}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => commit(clampQuantity(draft, value, min, max))}
            onKeyDown={onKeyDown}
          />
          <IconButton
            icon="plus"
            label={incrementLabel}
            size={size}
            disabled={disabled || (max !== undefined && value >= max)}
            onClick={() => step(1)}
          />
        </div>
      )}
    </FormField>
  );
}
