import { type KeyboardEvent, lazy } from 'react';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import { LazyPopup } from '../lazy-popup/lazy-popup';
import { classNames } from '../styles/class-names';
import { fieldControl } from '../styles/field.css';
import { trigger } from './select.css';
import { SelectShown } from './select-shown';

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
  /** With a name, the value goes with a form (and, once the list has opened, into autofill's native select). */
  name?: string;
  disabled?: boolean;
  /**
   * A word shown instead of the value on a phone (« Trier » in a bar too narrow for « Notre sélection »). The value
   * stays in the field for screen readers, and the open list marks it.
   */
  narrowLabel?: string;
  /** A dot beside the narrow word when the value is not the usual one (an order chosen): the word alone hides it. */
  narrowMarked?: boolean;
}

const loadPopup = () => import('./select-popup');
const SelectPopup = lazy(loadPopup);

const opensWith = ['ArrowDown', 'ArrowUp'];

/**
 * One choice from a short list (sort order, a contact subject). Opens on click, Enter, Space or the arrow keys;
 * typing a letter in the open list jumps to the matching option. The list's code downloads when first wanted
 * (LazyPopup): until then the field shows its value on a plain button, and a form sends it.
 */
export function Select(props: SelectProps) {
  const [
    field,
    { options, value, defaultValue = '', placeholder, name, disabled, narrowLabel, narrowMarked },
  ] = splitFieldProps(props);
  const shown = options.find((option) => option.value === (value ?? defaultValue))?.label;
  return (
    <LazyPopup
      preload={loadPopup}
      trigger={(handlers, open) => (
        <FormField {...field}>
          {(control) => (
            <>
              <button
                type="button"
                role="combobox"
                aria-haspopup="listbox"
                aria-expanded={false}
                {...control}
                disabled={disabled}
                className={classNames(fieldControl, trigger)}
                onKeyDown={(event: KeyboardEvent) => {
                  if (!opensWith.includes(event.key)) return;
                  event.preventDefault();
                  open({ keyboard: true });
                }}
                {...handlers}
              >
                <SelectShown
                  label={shown}
                  placeholder={placeholder}
                  narrowLabel={narrowLabel}
                  narrowMarked={narrowMarked}
                />
              </button>
              {name && <input type="hidden" name={name} value={value ?? defaultValue} />}
            </>
          )}
        </FormField>
      )}
      popup={() => <SelectPopup {...props} />}
    />
  );
}
