import { type ComponentType, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchSuggestionsFieldProps } from '../../features/search-suggestions/search-suggestions-field';
import { type TypedText, typedTextOf } from '../../shared/typed-text';

/** The suggesting field's code (Ariakit's combobox among it): no page needs it to draw, so it waits to be wanted. */
const loadSuggestingField = () => import('../../features/search-suggestions/search-suggestions-field');

interface SuggestingField {
  Field: ComponentType<SearchSuggestionsFieldProps>;
  /** What the plain field held when it gave its place. */
  typed: TypedText;
}

/**
 * The header search's suggesting field, downloaded when first wanted: `want(input)` from the plain field's focus
 * or typing. Once the code is there, the suggesting field takes the plain one's place in the same task that reads
 * what the plain one holds (`flushSync`), so no key pressed in between is lost. Until then, or if the code cannot
 * be had, the plain field stays, and the search works as it always has.
 */
export function useSuggestingField() {
  const [suggesting, setSuggesting] = useState<SuggestingField | null>(null);
  const asked = useRef(false);
  const want = (input: HTMLInputElement) => {
    if (asked.current) return;
    asked.current = true;
    loadSuggestingField().then(
      ({ SearchSuggestionsField }) =>
        flushSync(() => setSuggesting({ Field: SearchSuggestionsField, typed: typedTextOf(input) })),
      () => {
        // Offline, or a new deployment removed the chunk: the next focus asks again.
        asked.current = false;
      },
    );
  };
  return { suggesting, want };
}
