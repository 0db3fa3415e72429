import type { CatalogueQuery } from '@aurele/shop-contract';
import { Button, ButtonLink, VisuallyHidden } from '@aurele/ui';
import { useHydrated } from '../../shared/use-hydrated';
import { facetChoiceCount } from './facet-choices';
import { filtersId } from './filter-panel';
import * as styles from './filter-panel.css';
import { activeChoices, filtersTitle } from './messages';

interface FilterTriggerProps {
  query: CatalogueQuery;
  open: boolean;
  onOpen: () => void;
}

/** The phone's « Filtrer », with the number of choices on: from the desktop up the filters are always shown. */
export function FilterTrigger({ query, open, onOpen }: FilterTriggerProps) {
  const hydrated = useHydrated();
  const choices = facetChoiceCount(query);
  // One hidden text for the whole name: read from two elements, it would come with a space before the comma.
  const label =
    choices === 0 ? (
      filtersTitle
    ) : (
      <>
        <span aria-hidden>
          {filtersTitle} ({choices})
        </span>
        <VisuallyHidden>
          {filtersTitle}, {activeChoices(choices)}
        </VisuallyHidden>
      </>
    );
  return (
    <div className={styles.phoneTrigger}>
      {/* Before the app runs, a link that shows the sidebar's form in place; then the dialog's button. */}
      {hydrated ? (
        <Button
          variant="secondary"
          tone="neutral"
          size="small"
          icon="filter"
          aria-expanded={open}
          onClick={onOpen}
        >
          {label}
        </Button>
      ) : (
        <ButtonLink href={`#${filtersId}`} variant="secondary" tone="neutral" size="small" icon="filter">
          {label}
        </ButtonLink>
      )}
    </div>
  );
}
