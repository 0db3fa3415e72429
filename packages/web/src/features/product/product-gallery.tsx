import { Carousel, Icon } from '@aurele/ui';
import type { ProductImage } from '../../domain/product';
import { preloadImage } from '../../shared/preload-image';
import { imageAddress, imageSource } from '../../storefront/images/image-sources';
import { gallery } from './messages';
import * as styles from './product-view.css';

interface ProductGalleryProps {
  title: string;
  images: ProductImage[];
  index: number;
  onIndexChange: (index: number) => void;
}

/**
 * The product's images, one at a time, with dots; it wraps around. The first image is the page's largest paint:
 * preloaded from the head and fetched first. Each photo is a link to its large version, so a press before the
 * page's scripts run still shows it.
 */
export function ProductGallery({ title, images, index, onIndexChange }: ProductGalleryProps) {
  const [first] = images;
  if (first) preloadImage(imageSource(first.url, 'gallery'));
  if (images.length === 0) {
    return (
      <div className={styles.noImage}>
        <Icon name="bag" size="large" />
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <Carousel
        label={gallery.label}
        previousLabel={gallery.previous}
        nextLabel={gallery.next}
        slideLabel={gallery.slide}
        index={index}
        onIndexChange={onIndexChange}
        slides={images.map((image, position) => ({
          id: image.url,
          content: (
            <a
              className={styles.galleryLink}
              href={imageAddress(image.url, 'zoom')}
              aria-label={gallery.enlarge(title, position + 1)}
            >
              <img
                className={styles.galleryImage}
                {...imageSource(image.url, 'gallery')}
                alt={gallery.image(title, position + 1)}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </a>
          ),
        }))}
      />
    </div>
  );
}
