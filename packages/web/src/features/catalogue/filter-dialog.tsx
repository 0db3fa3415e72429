import type { CatalogueFacets, CatalogueQuery } from '@aurele/shop-contract';
import { Button, Dialog, Text } from '@aurele/ui';
import { useNavigate } from 'react-router-dom';
import { showResults } from '../../shared/messages';
import { withoutFacetChoices } from './active-filter-chips';
import { facetChoiceCount } from './facet-choices';
import { FilterForm } from './filter-form';
import * as styles from './filter-panel.css';
import { clearFilters, closeFilters, filtersTitle } from './messages';

interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  query: CatalogueQuery;
  facets: CatalogueFacets;
  /** What the list holds in all; null while it loads. */
  total: number | null;
  /** What the filters find, shown above them and read out as it changes. */
  status: string;
}

/**
 * The phone's filter panel: the filters in a side dialog, each choice applied at once under it, what they find
 * and « Tout effacer » above them, and « Voir les N résultats », which closes it on the list. It stays in the page's main content (not moved to the
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
        <Button width="full" onClick={onClose}>
          {showResults(total)}
        </Button>
      }
    >
      <div className={styles.dialogSummary}>
        <div role="status">
          <Text size="small" tone="secondary">
            {status}
          </Text>
        </div>
        {/* Stays in place when there is nothing left to clear, so the focus is not lost. */}
        <Button
          variant="link"
          tone="neutral"
          disabled={facetChoiceCount(query) === 0}
          onClick={() => navigate(withoutFacetChoices(query))}
        >
          {clearFilters}
        </Button>
      </div>
      <FilterForm placement="dialog" query={query} facets={facets} />
    </Dialog>
  );
}
