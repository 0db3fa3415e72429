import { ProductCard, SectionHeading } from '@aurele/ui';
import { useId } from 'react';
import { itemPrice } from '../../domain/wishlist';
import { productPath } from '../../shared/product-path';
import { RouterLink } from '../../shared/router-link';
import { useRecentlyViewed } from '../../state/recently-viewed';
import { imageSource } from '../../storefront/images/image-sources';
import { priceOnRequest } from '../product-tile/messages';
import { recentlyViewed } from './messages';
import * as styles from './recently-viewed.css';

/** The rail's cards, downloaded when it comes near: the products as they were seen, the latest first. */
export default function RecentlyViewedList({ exclude }: { exclude?: string }) {
  const titleId = useId();
  const items = useRecentlyViewed().filter((item) => item.productId !== exclude);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.rail}>
      <SectionHeading id={titleId} eyebrow={recentlyViewed.eyebrow} title={recentlyViewed.title} />
      <ul className={styles.list} aria-label={recentlyViewed.list}>
        {items.map((item) => (
          <li key={item.productId} className={styles.item}>
            <ProductCard
              title={item.name}
              brand={item.brand ?? undefined}
              href={productPath({ id: item.productId })}
              render={<RouterLink />}
              image={item.image ? { ...imageSource(item.image, 'related'), alt: '' } : undefined}
              price={itemPrice(item) ?? { label: priceOnRequest }}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
