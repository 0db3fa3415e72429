import { Carousel, Icon } from '@aurele/ui';
import type { ProductImage } from '../../domain/product';
import { gallery } from './messages';
import * as styles from './product-view.css';

interface ProductGalleryProps {
  title: string;
  images: ProductImage[];
  index: number;
  onIndexChange: (index: number) => void;
}

/** The product's images, one at a time, with dots; it wraps around. The first image is the page's largest paint. */
export function ProductGallery({ title, images, index, onIndexChange }: ProductGalleryProps) {
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
            <img
              className={styles.galleryImage}
              src={image.url}
              alt={gallery.image(title, position + 1)}
              width={800}
              height={1000}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          ),
        }))}
      />
    </div>
  );
}
