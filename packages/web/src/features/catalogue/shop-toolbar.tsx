import type { CatalogueSortKey as SortKey } from '@aurele/shop-contract';
import { Spinner, Text } from '@aurele/ui';
import { loadingProducts } from '../../widgets/product-tile/messages';
import { creationCount } from './messages';
import * as styles from './shop-page.css';
import { SortSelect } from './sort-select';
import { type ShopView, ViewToggle } from './view-toggle';

interface ShopToolbarProps {
  /** How many products the list shows; null while there is no list. */
  count: number | null;
  loading: boolean;
  sort: string | null | undefined;
  onSortChange: (sort: SortKey) => void;
  view: ShopView;
  onViewChange: (view: ShopView) => void;
}

/** Above the list: the spinner, then the count of « créations » (announced as it changes), the order and the view. */
export function ShopToolbar({ count, loading, sort, onSortChange, view, onViewChange }: ShopToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.count}>
        {loading ? (
          <Spinner label={loadingProducts} tone="brand" size="small" />
        ) : (
          <div role="status">
            {count !== null && (
              <Text as="span" size="small" tone="secondary">
                {creationCount(count)}
              </Text>
            )}
          </div>
        )}
      </div>
      <div className={styles.controls}>
        <SortSelect sort={sort} onChange={onSortChange} />
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
