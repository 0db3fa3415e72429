import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { FieldHint } from '../form-field/field-message';
import { FormField } from '../form-field/form-field';
import { fieldControl } from '../styles/field.css';
import { bounds, range } from './price-range-field.css';

/** One end of the range: its field's name in a form, its label, what it holds. */
export interface PriceRangeBound {
  name: string;
  /** With the unit, as no symbol sits in the field (« Minimum (€) »). */
  label: string;
  /** The amount as typed; empty for no bound. */
  value: string;
  /** The list's own end, shown faintly until something is typed. */
  placeholder?: string;
}

export interface PriceRangeFieldProps {
  from: PriceRangeBound;
  to: PriceRangeBound;
  /** Under both fields and read with each: the amounts the list spans (« De 39 € à 2 790 € »). */
  hint?: ReactNode;
  /** The highest amount a field accepts. */
  limit?: number;
  /** Without it the fields are uncontrolled: a form reads them when sent. */
  onChange?: (bound: 'from' | 'to', value: string) => void;
  /** An amount is final: Enter, or the focus leaving its field. Typing alone changes nothing yet. */
  onCommit?: () => void;
}

/**
 * Two amounts, from and to, in whole units of a currency: a price filter. Number fields (a phone shows its digit
 * keyboard) that a GET form sends as they are; once the app runs, Enter or leaving a field applies the range.
 */
export function PriceRangeField({ from, to, hint, limit, onChange, onCommit }: PriceRangeFieldProps) {
  const hintId = useId();
  const field = (bound: 'from' | 'to', { name, label, value, placeholder }: PriceRangeBound) => (
    <FormField label={label}>
      {({ id }) => (
        <input
          id={id}
          type="number"
          name={name}
          min={0}
          max={limit}
          inputMode="numeric"
          placeholder={placeholder}
          value={onChange ? value : undefined}
          defaultValue={onChange ? undefined : value}
          onChange={(event) => onChange?.(bound, event.target.value)}
          onBlur={() => onCommit?.()}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'Enter' || !onCommit) return;
            // The app applies the range itself: the form is not sent.
            event.preventDefault();
            onCommit();
          }}
          aria-describedby={hint ? hintId : undefined}
          className={fieldControl}
        />
      )}
    </FormField>
  );
  return (
    <div className={range}>
      <div className={bounds}>
        {field('from', from)}
        {field('to', to)}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
