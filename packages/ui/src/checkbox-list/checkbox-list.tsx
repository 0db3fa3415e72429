import type { ReactNode } from 'react';
import { box } from '../checkbox/checkbox.css';
import { Icon } from '../icon/icon';
import { choiceChip, choiceOption } from '../styles/choice.css';
import { nativeInput } from '../styles/native-input.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { chipCount, list, listCount, listOption, listText } from './checkbox-list.css';

export interface CheckboxListOption {
  /** What a form sends under the list's name. */
  value: string;
  label: string;
  /** How many results this value would give; at 0 it cannot be ticked, unless it already is. */
  count: number;
  /** Drawn before the label (`list` only): a colour's Swatch. */
  swatch?: ReactNode;
}

export interface CheckboxListProps {
  /** The form field's name: a form sends each ticked value under it (`size=S&size=M`). */
  name: string;
  options: readonly CheckboxListOption[];
  /** The ticked values. */
  chosen: readonly string[];
  /** A value ticked or unticked. Without it the list is uncontrolled: a form reads it when sent. */
  onChange?: (value: string, checked: boolean) => void;
  /** How a count is read after its label (« 12 produits »), so a screen reader hears « M, 12 produits ». */
  countLabel: (count: number) => string;
  /**
   * `list`: one a line, with a box (colours with their swatch, availability); `chips`: short values side by side
   * (sizes).
   */
  variant?: 'list' | 'chips';
}

/**
 * Values to narrow a list by, each with its count: native checkboxes sharing a name, so a GET form sends them
 * before the app runs. Tab visits each; Space ticks it. A value at 0 is disabled, unless it is ticked: it can
 * always be unticked. Place it in a FacetGroup, whose legend names the values.
 */
export function CheckboxList({
  name,
  options,
  chosen,
  onChange,
  countLabel,
  variant = 'list',
}: CheckboxListProps) {
  return (
    <ul className={list({ variant })}>
      {options.map((option) => {
        const ticked = chosen.includes(option.value);
        return (
          <li key={option.value}>
            <label className={variant === 'chips' ? choiceOption : listOption}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={onChange ? ticked : undefined}
                defaultChecked={onChange ? undefined : ticked}
                disabled={option.count === 0 && !ticked}
                onChange={(event) => onChange?.(option.value, event.target.checked)}
                className={nativeInput}
              />
              {variant === 'chips' ? (
                <span className={choiceChip} aria-hidden>
                  <span>
                    {option.label} <span className={chipCount}>{option.count}</span>
                  </span>
                </span>
              ) : (
                <>
                  <span className={box} aria-hidden>
                    <Icon name="check" size="small" />
                  </span>
                  <span className={listText} aria-hidden>
                    {option.swatch}
                    {option.label}
                    <span className={listCount}>{option.count}</span>
                  </span>
                </>
              )}
              {/* One text for the whole name: read from two elements, it would come with a space before the comma. */}
              <VisuallyHidden>
                {option.label}, {countLabel(option.count)}
              </VisuallyHidden>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
