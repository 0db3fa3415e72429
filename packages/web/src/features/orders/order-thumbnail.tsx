import * as styles from './orders-page.css';
import type { OrderArtwork } from './sample-orders';

/** Quiet line drawings of our own (docs/product/decisions.md: no brand imagery, no external image). */
const drawings: Record<OrderArtwork, string> = {
  dress: 'M88 52h24l-3 34 31 104H60l31-104z M88 52c3 8 21 8 24 0',
  jacket: 'M72 54l-24 16-8 56 14 4 8-34v92h76V92l8 34 14-4-8-56-24-16-28 40z M100 94v94',
  bag: 'M58 102h84l-8 88H66z M80 102V86a20 20 0 0 1 40 0v16',
  scarf: 'M70 58c18 8 42 8 60 0l-6 22c-14 6-34 6-48 0z M82 80l-10 106h20l8-100 M118 80l10 106h-20l-8-100',
  shoe: 'M44 150c0-14 6-24 14-30l22 10c12 6 30 8 44 4l32 10c10 4 14 10 14 18v6H44z M44 162h126',
};

/** The thumbnail of an order's article, decorative: the article's name is written beside it. */
export function OrderThumbnail({ artwork }: { artwork: OrderArtwork }) {
  return (
    <svg className={styles.thumbnail} viewBox="0 0 200 250" aria-hidden="true" focusable="false">
      <path d={drawings[artwork]} className={styles.drawing} />
    </svg>
  );
}
