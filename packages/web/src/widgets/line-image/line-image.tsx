import { Icon } from '@aurele/ui';
import { imageSource } from '../../storefront/images/image-sources';
import * as styles from './line-image.css';

/**
 * A cart line's product photo, drawn 5 rem wide on a phone and 6.5 rem from a tablet (the `cart` image slot), or a
 * bag when the product has none. Decorative: the line's title names the product.
 */
export function LineImage({ image, className }: { image: string | null; className?: string }) {
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {image ? (
        <img className={styles.image} {...imageSource(image, 'cart')} alt="" decoding="async" />
      ) : (
        <Icon name="bag" size="large" />
      )}
    </div>
  );
}
