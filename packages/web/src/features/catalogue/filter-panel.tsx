import type { CatalogueFacets, CatalogueQuery } from '@aurele/shop-contract';
import { lazy, Suspense } from 'react';
import { FilterForm } from './filter-form';
import { foundCount } from './messages';
import type { FilterDialogState } from './use-filter-dialog';

/** The sidebar form's id: the phone's « Filtrer » leads to it before the app runs. */
export const filtersId = 'filtres';

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
  /** The phone's dialog, which « Filtrer » in the list's bar opens. */
  dialog: FilterDialogState;
}

/**
 * The filters beside the collections: in the sidebar from the desktop up; on a phone, in a dialog titled
 * « Filtrer », which « Voir les N résultats » closes. The dialog is drawn here, outside the sticky bar that opens
 * it, so that it covers the whole page.
 */
export function FilterPanel({ query, facets, total, dialog }: FilterPanelProps) {
  const status = total === null ? '' : foundCount(total);
  return (
    <>
      {dialog.opened && (
        <Suspense>
          <FilterDialog
            open={dialog.open}
            onClose={dialog.close}
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
