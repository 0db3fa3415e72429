import { type KeyboardEvent, useState } from 'react';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import { IconButton } from '../icon-button/icon-button';
import { clampQuantity } from './clamp-quantity';
import { input, stepper } from './quantity-stepper.css';

export interface QuantityStepperProps extends Omit<FieldLabelProps, 'optionalLabel' | 'required'> {
  /** The field's name in a form that works before the app's scripts run (the product page's add to cart). */
  name?: string;
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
 * when the field is left or Enter is pressed). The arrow keys step it, as on any spin button. The field always
 * comes back to `value`: if the parent refuses a change, the refused number does not stay in it.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const [
    field,
    {
      name,
      value,
      onChange,
      min = 1,
      max,
      decrementLabel,
      incrementLabel,
      size = 'medium',
      disabled = false,
    },
  ] = splitFieldProps(props);
  // What the shopper is typing, until they leave the field or press Enter; otherwise the field shows `value`, so
  // a change the parent refuses (the stock, the cart's rule) leaves the field on the quantity that stands.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);

  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) onChange(next);
  };
  const step = (by: number) => commit(clampQuantity(String(value + by), value, min, max));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') step(1);
    else if (event.key === 'ArrowDown') step(-1);
    else if (event.key === 'Enter') commit(clampQuantity(text, value, min, max));
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
            name={name}
            className={input}
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={max}
            disabled={disabled}
            value={text}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => commit(clampQuantity(text, value, min, max))}
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
