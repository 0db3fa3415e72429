import { Skeleton } from '@aurele/ui';
import * as styles from './product-tile-skeleton.css';

/** A ProductTile on its way: same frame and ratio, silent for screen readers (the region says it is busy). */
export function ProductTileSkeleton({ layout }: { layout: 'grid' | 'list' }) {
  return (
    <div className={styles.tile[layout]} aria-hidden>
      <div className={styles.media}>
        <Skeleton shape="block" />
      </div>
      <div className={styles.body}>
        <Skeleton shape="text" lines={3} />
        <div className={styles.button}>
          <Skeleton shape="block" />
        </div>
      </div>
    </div>
  );
}
