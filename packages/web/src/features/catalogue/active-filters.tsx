import type { CatalogueQuery } from '@aurele/shop-contract';
import { Link, VisuallyHidden } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { activeFilterChips, withoutFacetChoices } from './active-filter-chips';
import { facetChoiceCount } from './facet-choices';
import { activeFiltersLabel, clearFilters, removeFilter } from './messages';
import type { PriceFacet } from './price-facet';
import * as styles from './shop-page.css';

interface ActiveFiltersProps {
  query: CatalogueQuery;
  /** The answer's price facet: the currency a price range is written in. */
  price: PriceFacet | undefined;
}

/**
 * What narrows the list, each with a link that lifts it, and « Tout effacer », which lifts the filter panel's
 * choices at once (the search, brand and selection are the view itself: they keep their own link).
 */
export function ActiveFilters({ query, price }: ActiveFiltersProps) {
  const chips = activeFilterChips(query, price);
  if (chips.length === 0) return null;
  return (
    <div className={styles.activeFilters}>
      <ul aria-label={activeFiltersLabel} className={styles.filterList}>
        {chips.map((chip) => (
          <li key={chip.id} className={styles.filterChip}>
            <Link href={chip.href} render={<RouterLink />} variant="quiet" tone="neutral" icon="close">
              <VisuallyHidden>{removeFilter} </VisuallyHidden>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
      {facetChoiceCount(query) > 0 && (
        <Link href={withoutFacetChoices(query)} render={<RouterLink />} variant="standalone" tone="neutral">
          {clearFilters}
        </Link>
      )}
    </div>
  );
}
