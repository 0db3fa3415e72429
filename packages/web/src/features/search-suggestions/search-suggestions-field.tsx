import { SearchCombobox } from '@aurele/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { suggestionCount } from '../../domain/suggestions';
import { showResults } from '../../shared/messages';
import { RouterLink } from '../../shared/router-link';
import { searchAddress } from '../../shared/shop-address';
import type { TypedText } from '../../shared/typed-text';
import { noSuggestion, suggestionCountLabel, suggestionsLabel } from './messages';
import { suggestionGroups } from './suggestion-groups';
import { suggestionsMachine } from './suggestions.machine';

export interface SearchSuggestionsFieldProps {
  /** The form field's name and words: the plain field's, whose place this takes. */
  name: string;
  label: string;
  placeholder: string;
  /** What the plain field held when this took its place. */
  typed: TypedText;
}

/** The list's last line, to the search's results, when it finds some. */
function allResultsLine(text: string, total: number) {
  const href = searchAddress(text);
  return href && total > 0 ? { label: showResults(total), href } : undefined;
}

/**
 * The header's search field once the shopper wants it: it suggests products, universes and brands as they type.
 * It takes the place of the plain field the page drew — same name and words, so its form sends the same search —
 * and carries on from what that held: the text, the caret and the focus, so nothing typed is lost.
 */
export function SearchSuggestionsField({ name, label, placeholder, typed }: SearchSuggestionsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typed.value);
  const [snapshot, send] = useMachine(suggestionsMachine);
  const type = (value: string) => {
    setText(value);
    send({ type: 'suggestions.type', text: value });
  };
  // Before the next paint: the shopper sees one field throughout, the caret where they left it.
  useLayoutEffect(() => {
    const field = input.current;
    if (!typed.focused || !field) return;
    field.focus();
    field.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  }, [typed]);
  // What was typed before this field took over is suggested for like what is typed after.
  useEffect(() => send({ type: 'suggestions.type', text: typed.value }), [send, typed]);

  const { answer } = snapshot.context;
  const count = answer ? suggestionCount(answer.suggestions) : 0;
  const none = answer && count === 0 ? noSuggestion(answer.text) : undefined;
  return (
    <SearchCombobox
      ref={input}
      name={name}
      label={label}
      hideLabel
      icon="search"
      placeholder={placeholder}
      value={text}
      onValueChange={type}
      groups={answer ? suggestionGroups(answer.suggestions) : []}
      allResults={answer ? allResultsLine(answer.text, answer.suggestions.total) : undefined}
      emptyLabel={none}
      listLabel={suggestionsLabel}
      status={none ?? (count > 0 ? suggestionCountLabel(count) : '')}
      render={<RouterLink />}
      defaultOpen={typed.focused}
    />
  );
}
