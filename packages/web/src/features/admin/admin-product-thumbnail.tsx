import * as styles from './products-table.css';

/** Drawn at 48 × 48 CSS pixels: a glance at the product, the title beside says which. */
const SIZE = 48;

/**
 * A product's picture in the dashboard's table, from the storefront's address. Decorative (`alt=""`): the row's
 * title names the product. Lazy, so a page of 50 rows asks only for the pictures scrolled to.
 */
export function AdminProductThumbnail({ src }: { src: string }) {
  return (
    <img
      className={styles.thumbnail}
      src={src}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}
