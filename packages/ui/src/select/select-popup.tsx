import * as Ariakit from '@ariakit/react';
import { type MouseEvent, useRef } from 'react';
import { FormField, splitFieldProps } from '../form-field/form-field';
import { Icon } from '../icon/icon';
import { afterPaint } from '../scheduling/after-paint';
import { classNames } from '../styles/class-names';
import { fieldControl } from '../styles/field.css';
import { popoverItem, popoverSurface } from '../styles/popover.css';
import type { SelectProps } from './select';
import { check, list, selected, trigger } from './select.css';
import { SelectShown } from './select-shown';

/**
 * A press on an option leaves the focus on the list (Ariakit's virtual focus): the option took it on mousedown only
 * for Ariakit to hand it back, a round of focus events and renders that held the press's paint back by about 15 ms
 * on a phone with its CPU slowed 4×.
 */
function keepFocusOnList(event: MouseEvent) {
  event.preventDefault();
}

/**
 * Gives the focus back to the select once its list has closed — unless the shopper has put it somewhere else (a
 * press outside on another field). Ariakit would do it in the commit that closes the list, checking first that the
 * select can take the focus: a forced style and layout of the page, then a round of focus events and renders,
 * which held back the paint of a chosen option by about 15 ms on a phone with its CPU slowed 4×. After the paint,
 * the list is seen closing first.
 */
function useFocusBackAfterClosing() {
  const select = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const onOpenChange = (open: boolean) => {
    if (open) return;
    afterPaint(() => {
      const focused = document.activeElement;
      const focusElsewhere = focused && focused !== document.body && !list.current?.contains(focused);
      if (!focusElsewhere) select.current?.focus();
    });
  };
  return { select, list, onOpenChange };
}

/** The select once wanted: Ariakit's, its list open from the start (see LazyPopup). */
export default function SelectPopup(props: SelectProps) {
  const [
    field,
    { options, value, defaultValue = '', onChange, placeholder, name, disabled, narrowLabel, narrowMarked },
  ] = splitFieldProps(props);
  const focusBack = useFocusBackAfterClosing();
  // A single select: Ariakit's value is one string here, never an array.
  const labelOf = (chosen: string | readonly string[]) =>
    options.find((option) => option.value === chosen)?.label;
  return (
    <Ariakit.SelectProvider
      value={value}
      defaultValue={defaultValue}
      setValue={onChange}
      setOpen={focusBack.onOpenChange}
      defaultOpen
    >
      <FormField {...field} labelRender={<Ariakit.SelectLabel />}>
        {(control) => (
          <>
            <Ariakit.Select
              {...control}
              ref={focusBack.select}
              name={name}
              disabled={disabled}
              className={classNames(fieldControl, trigger)}
            >
              <Ariakit.SelectValue>
                {(chosen) => (
                  <SelectShown
                    label={labelOf(chosen)}
                    placeholder={placeholder}
                    narrowLabel={narrowLabel}
                    narrowMarked={narrowMarked}
                  />
                )}
              </Ariakit.SelectValue>
            </Ariakit.Select>
            {/* The value changes only on Enter or click, so Escape has nothing to undo; Ariakit's reset would
                restore a stale value when the list is reopened during its closing fade. */}
            <Ariakit.SelectPopover
              ref={focusBack.list}
              autoFocusOnHide={false}
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
                  onMouseDown={keepFocusOnList}
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
