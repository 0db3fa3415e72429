import type { CatalogueQuery } from '@aurele/storefront-contract';
import { Link, VisuallyHidden } from '@aurele/ui';
import { brandName } from '../../domain/brand';
import { RouterLink } from '../../shared/router-link';
import { activeFiltersLabel, brandRefinement, filterNames, removeFilter, searchRefinement } from './messages';
import * as styles from './shop-page.css';
import { shopHref } from './shop-query';

interface ActiveFiltersProps {
  query: CatalogueQuery;
}

/** The search, brand and selection narrowing the list, each with a link that lifts it. Unknown values show nothing. */
export function ActiveFilters({ query }: ActiveFiltersProps) {
  const text = query.search?.trim();
  const brand = brandName(query.brand ?? null);
  const filter =
    query.filter && Object.hasOwn(filterNames, query.filter) ? filterNames[query.filter] : undefined;
  const filters: { id: string; label: string; href: string }[] = [];
  if (text)
    filters.push({
      id: 'search',
      label: searchRefinement(text),
      href: shopHref(query, { search: undefined }),
    });
  if (brand)
    filters.push({ id: 'brand', label: brandRefinement(brand), href: shopHref(query, { brand: undefined }) });
  if (filter) filters.push({ id: 'filter', label: filter, href: shopHref(query, { filter: undefined }) });
  if (filters.length === 0) return null;
  return (
    <ul aria-label={activeFiltersLabel} className={styles.filterList}>
      {filters.map((item) => (
        <li key={item.id} className={styles.filterChip}>
          <Link href={item.href} render={<RouterLink />} variant="quiet" tone="neutral" icon="close">
            <VisuallyHidden>{removeFilter} </VisuallyHidden>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
