import * as Ariakit from '@ariakit/react';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import { Icon } from '../icon/icon';
import { classNames } from '../styles/class-names';
import { fieldControl } from '../styles/field.css';
import { popoverItem, popoverSurface } from '../styles/popover.css';
import { check, chevron, list, placeholder as placeholderStyle, selected, trigger } from './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldLabelProps {
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown while nothing is chosen (« Choisissez un sujet »). */
  placeholder?: string;
  /** With a name, a hidden native select carries the value into forms and autofill. */
  name?: string;
  disabled?: boolean;
}

/**
 * One choice from a short list (sort order, a contact subject). Opens on click, Enter, Space or the arrow keys;
 * typing a letter jumps to the matching option.
 */
export function Select(props: SelectProps) {
  const [field, { options, value, defaultValue = '', onChange, placeholder, name, disabled }] =
    splitFieldProps(props);
  // A single select: Ariakit's value is one string here, never an array.
  const labelOf = (chosen: string | readonly string[]) =>
    options.find((option) => option.value === chosen)?.label;
  return (
    <Ariakit.SelectProvider value={value} defaultValue={defaultValue} setValue={onChange}>
      <FormField {...field} labelRender={<Ariakit.SelectLabel />}>
        {(control) => (
          <>
            <Ariakit.Select
              {...control}
              name={name}
              disabled={disabled}
              className={classNames(fieldControl, trigger)}
            >
              <Ariakit.SelectValue>
                {(chosen) => labelOf(chosen) ?? <span className={placeholderStyle}>{placeholder}</span>}
              </Ariakit.SelectValue>
              <span className={chevron}>
                <Icon name="chevronDown" size="small" />
              </span>
            </Ariakit.Select>
            {/* The value changes only on Enter or click, so Escape has nothing to undo; Ariakit's reset would
                restore a stale value when the list is reopened during its closing fade. */}
            <Ariakit.SelectPopover
              gutter={4}
              sameWidth
              unmountOnHide
              resetOnEscape={false}
              className={classNames(popoverSurface, list)}
            >
              {options.map((option) => (
                <Ariakit.SelectItem
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={classNames(popoverItem, selected)}
                >
                  {option.label}
                  <Ariakit.SelectItemCheck className={check}>
                    <Icon name="check" size="small" />
                  </Ariakit.SelectItemCheck>
                </Ariakit.SelectItem>
              ))}
            </Ariakit.SelectPopover>
          </>
        )}
      </FormField>
    </Ariakit.SelectProvider>
  );
}
