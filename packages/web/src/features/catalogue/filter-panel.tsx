import type { CatalogueFacets, CatalogueQuery } from '@aurele/shop-contract';
import { Button, ButtonLink, mediaQuery, VisuallyHidden } from '@aurele/ui';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../shared/use-hydrated';
import { useMediaQuery } from '../../shared/use-media-query';
import { facetChoiceCount } from './facet-choices';
import { FilterForm } from './filter-form';
import * as styles from './filter-panel.css';
import { activeChoices, filtersTitle, foundCount } from './messages';

/** The sidebar form's id: the phone's « Filtrer » leads to it before the app runs. */
const filtersId = 'filtres';

/** The phone's panel and its dialog library download when it first opens. */
const FilterDialog = lazy(() =>
  import('./filter-dialog').then((module) => ({ default: module.FilterDialog })),
);

interface FilterPanelProps {
  query: CatalogueQuery;
  /** The facets of the latest answer: while the next list loads, the shopper keeps choosing in these. */
  facets: CatalogueFacets;
  /** What the query's list holds in all; null while it loads. */
  total: number | null;
}

/**
 * The filters beside the collections: in the sidebar from the desktop up; on a phone, behind « Filtrer » (with the
 * number of choices on), in a dialog titled the same, which « Voir les N résultats » closes.
 */
export function FilterPanel({ query, facets, total }: FilterPanelProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can close with its animation and give the focus back.
  const [opened, setOpened] = useState(false);
  // Widened to the desktop's layout, the sidebar shows the filters in place: the dialog would cover them.
  const desktop = useMediaQuery(mediaQuery.desktop);
  if (open && desktop) setOpen(false);
  const choices = facetChoiceCount(query);
  const status = total === null ? '' : foundCount(total);
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
    <>
      <div className={styles.phoneTrigger}>
        {/* Before the app runs, a link that shows the sidebar's form in place; then the dialog's button. */}
        {hydrated ? (
          <Button
            variant="secondary"
            tone="neutral"
            icon="filter"
            aria-expanded={open}
            onClick={() => {
              setOpen(true);
              setOpened(true);
            }}
          >
            {label}
          </Button>
        ) : (
          <ButtonLink href={`#${filtersId}`} variant="secondary" tone="neutral" icon="filter">
            {label}
          </ButtonLink>
        )}
      </div>
      {opened && (
        <Suspense>
          <FilterDialog
            open={open}
            onClose={() => setOpen(false)}
            query={query}
            facets={facets}
            total={total}
            status={status}
          />
        </Suspense>
      )}
      <FilterForm id={filtersId} placement="sidebar" query={query} facets={facets} status={status} />
    </>
  );
}
