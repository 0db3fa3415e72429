import * as Ariakit from '@ariakit/react';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import type { LinkRender } from '../anchor/anchor';
import { type FieldLabelProps, FormField, splitFieldProps } from '../form-field/form-field';
import type { IconName } from '../icon/icon';
import type { ImageSource } from '../image/image-source';
import { classNames } from '../styles/class-names';
import { popoverSurface } from '../styles/popover.css';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { InputFrame } from '../text-field/input-frame';
import { popover } from './search-combobox.css';
import { SuggestionList } from './suggestion-list';

/** One suggestion: a page to go to. */
export interface Suggestion {
  id: string;
  /** What it is called: a product's name, a collection, a brand. */
  label: string;
  href: string;
  /**
   * A small picture before the label, decorative (the label names it); `null` keeps its place empty, for a line
   * among pictured ones.
   */
  thumbnail?: ImageSource | null;
  /** A line under the label (a product's brand). */
  description?: string;
  /** What ends the line (a product's price). */
  aside?: ReactNode;
}

/** The list's last line: the search's every result (« Voir les 12 résultats »). */
export type AllResultsLine = Pick<Suggestion, 'label' | 'href'>;

/** Suggestions of one kind under their heading (« Collections »). */
export interface SuggestionGroup {
  id: string;
  label: string;
  suggestions: Suggestion[];
}

export interface SearchComboboxProps extends FieldLabelProps {
  /** The form field's name: a form sends the typed text under it. */
  name?: string;
  placeholder?: string;
  /** An icon inside the field, before the text, as TextField's. */
  icon?: IconName;
  /** What is typed. */
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions for the typed text, by group, in order; groups without any are left out. */
  groups: SuggestionGroup[];
  /** The list's last line, after the groups: the search's every result (« Voir les 12 résultats »). */
  allResults?: AllResultsLine;
  /** Shown in the list when the typed text matches nothing; leave it out while that is not known. */
  emptyLabel?: string;
  /** The list's name for assistive technology (« Suggestions »). */
  listLabel: string;
  /** Read out by screen readers whenever it changes: how many suggestions there are, or that there are none. */
  status: string;
  /** The app's router link, for every suggestion, as for `Link`. */
  render?: LinkRender;
  /** The list opens as soon as there is something in it (the field already had the focus when this mounted). */
  defaultOpen?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search field that suggests pages as the shopper types (Ariakit's combobox): the list opens under the field,
 * never over it, and within the screen; the arrow keys walk it and Enter goes to the suggestion; Enter with none
 * chosen submits the field's form (the search); Escape closes it. The typed text stays the field's value, for the
 * form to send. Ariakit's code: render it once the shopper wants it (the header draws a TextField until its search
 * is focused or typed in).
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const [
    field,
    {
      name,
      placeholder,
      icon,
      value,
      onValueChange,
      groups,
      allResults,
      emptyLabel,
      listLabel,
      status,
      render,
      defaultOpen = false,
      ref,
    },
  ] = splitFieldProps(props);
  const [wantsOpen, setWantsOpen] = useState(defaultOpen);
  const hasContent =
    emptyLabel !== undefined ||
    allResults !== undefined ||
    groups.some((group) => group.suggestions.length > 0);
  const store = Ariakit.useComboboxStore({
    value,
    setValue: onValueChange,
    // Open only with something to show: an empty list would be announced and drawn for nothing.
    open: wantsOpen && hasContent,
    setOpen: setWantsOpen,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Handled already: a suggestion took the Enter (Ariakit hands it to the one chosen).
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const { activeId, open } = store.getState();
    // Over an open list, Escape only closes it: a search field's own Escape would also empty it.
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      store.hide();
    }
    // With no suggestion chosen, Enter is the search, which Ariakit would hold back while the list is open.
    if (event.key === 'Enter' && activeId === null) {
      event.preventDefault();
      store.hide();
      event.currentTarget.form?.requestSubmit();
    }
  };
  return (
    <>
      <FormField {...field}>
        {(control) => (
          <InputFrame icon={icon}>
            {(className) => (
              <Ariakit.Combobox
                {...control}
                ref={ref}
                store={store}
                type="search"
                name={name}
                placeholder={placeholder}
                className={className}
                onKeyDown={onKeyDown}
              />
            )}
          </InputFrame>
        )}
      </FormField>
      {/* Not even drawn for the moment the store opens before the props close it again. */}
      {hasContent && (
        <Ariakit.ComboboxPopover
          store={store}
          gutter={4}
          fitViewport
          // Always under the field: on a short screen it scrolls inside rather than jump over the header.
          flip={false}
          unmountOnHide
          aria-label={listLabel}
          className={classNames(popoverSurface, popover)}
        >
          <SuggestionList groups={groups} allResults={allResults} emptyLabel={emptyLabel} render={render} />
        </Ariakit.ComboboxPopover>
      )}
      <span role="status" className={visuallyHidden}>
        {status}
      </span>
    </>
  );
}
