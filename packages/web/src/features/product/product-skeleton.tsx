import { Skeleton, Spinner } from '@aurele/ui';
import { loadingProduct } from './messages';
import * as styles from './product-view.css';

/** The product page's frame while the product loads: the image at its ratio, the summary's lines at theirs. */
export function ProductSkeleton() {
  return (
    <div aria-busy="true" className={styles.loadingFrame}>
      {/* In the breadcrumbs' place, at their height. */}
      <div className={styles.crumbRow}>
        <Spinner label={loadingProduct} tone="brand" size="small" />
      </div>
      <div className={styles.layout}>
        <div className={styles.skeletonImage}>
          <Skeleton shape="block" />
        </div>
        <div className={styles.summary} aria-hidden>
          <div className={styles.skeletonTitle}>
            <Skeleton shape="text" lines={3} />
          </div>
          <div className={styles.skeletonBlock}>
            <Skeleton shape="block" />
          </div>
          <Skeleton shape="text" lines={4} />
        </div>
      </div>
    </div>
  );
}
