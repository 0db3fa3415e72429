import * as Ariakit from '@ariakit/react';
import type { LinkRender } from '../anchor/anchor';
import { Icon } from '../icon/icon';
import { classNames } from '../styles/class-names';
import { popoverItem } from '../styles/popover.css';
import type { AllResultsLine, Suggestion, SuggestionGroup } from './search-combobox';
import {
  allResultsItem,
  aside,
  description,
  empty,
  group,
  groupLabel,
  item,
  text,
  thumbnail,
} from './search-combobox.css';

interface SuggestionListProps {
  groups: SuggestionGroup[];
  allResults: AllResultsLine | undefined;
  emptyLabel: string | undefined;
  render: LinkRender | undefined;
}

interface SuggestionItemProps {
  suggestion: Suggestion;
  render: LinkRender | undefined;
  className?: string;
}

function SuggestionItem({ suggestion, render, className = item }: SuggestionItemProps) {
  return (
    <Ariakit.ComboboxItem
      focusOnHover
      hideOnClick
      render={<Ariakit.Role.a href={suggestion.href} render={render} />}
      className={classNames(popoverItem, className)}
    >
      {suggestion.thumbnail !== undefined &&
        (suggestion.thumbnail === null ? (
          <span className={thumbnail} />
        ) : (
          <img
            className={thumbnail}
            src={suggestion.thumbnail.src}
            srcSet={suggestion.thumbnail.srcSet}
            sizes={suggestion.thumbnail.sizes}
            width={suggestion.thumbnail.width}
            height={suggestion.thumbnail.height}
            alt=""
            decoding="async"
          />
        ))}
      <span className={text}>
        {suggestion.label}
        {suggestion.description && <span className={description}>{suggestion.description}</span>}
      </span>
      {suggestion.aside && <span className={aside}>{suggestion.aside}</span>}
    </Ariakit.ComboboxItem>
  );
}

/** The open list's content: each group that has suggestions, under its heading, then the line to every result; or the words for none. */
export function SuggestionList({ groups, allResults, emptyLabel, render }: SuggestionListProps) {
  return (
    <>
      {groups
        .filter((entry) => entry.suggestions.length > 0)
        .map((entry) => (
          <Ariakit.ComboboxGroup key={entry.id} className={group}>
            <Ariakit.ComboboxGroupLabel className={groupLabel}>{entry.label}</Ariakit.ComboboxGroupLabel>
            {entry.suggestions.map((suggestion) => (
              <SuggestionItem key={suggestion.id} suggestion={suggestion} render={render} />
            ))}
          </Ariakit.ComboboxGroup>
        ))}
      {allResults && (
        <SuggestionItem
          suggestion={{ id: 'all-results', ...allResults, aside: <Icon name="arrowRight" size="small" /> }}
          render={render}
          className={allResultsItem}
        />
      )}
      {/* An option that cannot be chosen, as a list may only hold options: the arrows pass it by. */}
      {emptyLabel !== undefined && (
        <Ariakit.ComboboxItem disabled className={empty}>
          {emptyLabel}
        </Ariakit.ComboboxItem>
      )}
    </>
  );
}
