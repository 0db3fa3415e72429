import type { CatalogueSortKey as SortKey } from '@aurele/shop-contract';
import type { ReactNode } from 'react';
import * as styles from './shop-page.css';
import { SortSelect } from './sort-select';
import { type ShopView, ViewToggle } from './view-toggle';

interface ShopToolbarProps {
  /** « Filtrer », shown on a phone only (the desktop's filters are beside the list). */
  filters: ReactNode;
  sort: string | null | undefined;
  onSortChange: (sort: SortKey) => void;
  view: ShopView;
  onViewChange: (view: ShopView) => void;
}

/**
 * Above the list: « Filtrer », the order and the view. On a phone the bar stays under the header while the
 * shopper scrolls the list, so that filtering or sorting never needs a way back up.
 */
export function ShopToolbar({ filters, sort, onSortChange, view, onViewChange }: ShopToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {filters}
      <div className={styles.controls}>
        <SortSelect sort={sort} onChange={onSortChange} />
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
