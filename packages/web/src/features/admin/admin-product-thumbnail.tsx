import { imageSource } from '../../storefront/images/image-sources';
import * as styles from './products-table.css';

/**
 * A product's picture in the dashboard's table, a 48 px square, asked of the CDN at that size. Decorative
 * (`alt=""`): the row's title names the product. Lazy, so a page of 50 rows asks only for the pictures scrolled to.
 */
export function AdminProductThumbnail({ src }: { src: string }) {
  return (
    <img
      className={styles.thumbnail}
      {...imageSource(src, 'adminRow')}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
