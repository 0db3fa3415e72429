import type { AdminProductsQuery, AdminSortKey } from '@aurele/shop-contract';
import { Icon } from '@aurele/ui';
import * as styles from './products-table.css';

export interface SortHeaderProps {
  column: AdminSortKey;
  label: string;
  query: Pick<AdminProductsQuery, 'sort' | 'order'>;
  onSort: (sort: AdminSortKey, order: AdminProductsQuery['order']) => void;
}

/** A column's header that sorts by it: ascending first, then the other way. The `th`'s `aria-sort` says which. */
export function SortHeader({ column, label, query, onSort }: SortHeaderProps) {
  const current = query.sort === column;
  const next = current && query.order === 'asc' ? 'desc' : 'asc';
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(column, next)}>
      {label}
      {current && <Icon name={query.order === 'asc' ? 'chevronUp' : 'chevronDown'} size="small" />}
    </button>
  );
}

/** What a sortable column's `aria-sort` says for a query. */
export function sortState(column: AdminSortKey, query: Pick<AdminProductsQuery, 'sort' | 'order'>) {
  if (query.sort !== column) return 'none' as const;
  return query.order === 'asc' ? ('ascending' as const) : ('descending' as const);
}
