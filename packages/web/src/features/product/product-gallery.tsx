import { Carousel, Icon, ImageViewer, preloadImageViewer } from '@aurele/ui';
import { type MouseEvent, useRef, useState } from 'react';
import type { ProductImage } from '../../domain/product';
import { opensElsewhere } from '../../shared/opens-elsewhere';
import { preloadImage } from '../../shared/preload-image';
import { imageAddress, imageSource } from '../../storefront/images/image-sources';
import { gallery, imageViewer } from './messages';
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
 * page's scripts run still shows it; once they run, the press opens the full-screen viewer, which asks for the
 * large widths only then, and the gallery follows the photo it ends on.
 */
export function ProductGallery({ title, images, index, onIndexChange }: ProductGalleryProps) {
  const [viewing, setViewing] = useState(false);
  // The viewer gives the focus back to the photo it closes on, which the gallery then shows.
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const [first] = images;
  if (first) preloadImage(imageSource(first.url, 'gallery'));
  if (images.length === 0) {
    return (
      <div className={styles.noImage}>
        <Icon name="bag" size="large" />
      </div>
    );
  }
  const view = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setViewing(true);
  };
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
              onClick={view}
              onPointerEnter={preloadImageViewer}
              onFocus={preloadImageViewer}
              ref={(link) => {
                links.current[position] = link;
              }}
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
      <ImageViewer
        photos={images.map((image, position) => ({
          ...imageSource(image.url, 'zoom'),
          alt: gallery.image(title, position + 1),
        }))}
        open={viewing}
        onClose={() => setViewing(false)}
        index={index}
        onIndexChange={onIndexChange}
        label={imageViewer.label(title)}
        closeLabel={imageViewer.close}
        previousLabel={gallery.previous}
        nextLabel={gallery.next}
        zoomInLabel={imageViewer.zoomIn}
        zoomOutLabel={imageViewer.zoomOut}
        positionLabel={gallery.slide}
        finalFocus={{
          get current() {
            return links.current[index] ?? null;
          },
        }}
      />
    </div>
  );
}
