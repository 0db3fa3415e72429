import type { CatalogueFacets, CatalogueQuery } from '@aurele/storefront-contract';
import { Button, Dialog } from '@aurele/ui';
import { useNavigate } from 'react-router-dom';
import { withoutFacetChoices } from './active-filter-chips';
import { facetChoiceCount } from './facet-choices';
import { FilterForm } from './filter-form';
import { clearFilters, closeFilters, filtersTitle, showResults } from './messages';

interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  query: CatalogueQuery;
  facets: CatalogueFacets;
  /** What the list holds in all; null while it loads. */
  total: number | null;
  status: string;
}

/**
 * The phone's filter panel: the filters in a side dialog, each choice applied at once under it; « Tout effacer »
 * and « Voir les N résultats », which closes it on the list. It stays in the page's main content (not moved to the
 * end of the document), so a choice is a change of the page, which keeps the focus where it is.
 */
export function FilterDialog({ open, onClose, query, facets, total, status }: FilterDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={filtersTitle}
      closeLabel={closeFilters}
      placement="end"
      portal={false}
      footer={
        <>
          {/* Stays in place when there is nothing left to clear, so the focus is not lost. */}
          <Button
            variant="ghost"
            tone="neutral"
            disabled={facetChoiceCount(query) === 0}
            onClick={() => navigate(withoutFacetChoices(query))}
          >
            {clearFilters}
          </Button>
          <Button onClick={onClose}>{showResults(total)}</Button>
        </>
      }
    >
      <FilterForm placement="dialog" query={query} facets={facets} status={status} />
    </Dialog>
  );
}
