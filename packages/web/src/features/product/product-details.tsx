import { brandTable, isBrandId } from '@aurele/storefront-contract';
import { Badge, Heading, Link, Text } from '@aurele/ui';
import { useEffect, useState } from 'react';
import type { Product, Variant } from '../../domain/product';
import { productPath } from '../../shared/product-path';
import { RouterLink } from '../../shared/router-link';
import { shopAddress } from '../../shared/shop-address';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { useShareHead } from '../../shared/use-share-head';
import { recordView } from '../../state/recently-viewed';
import { imageAddress } from '../../storefront/images/image-sources';
import { RecentlyViewed } from '../../widgets/recently-viewed/recently-viewed';
import { reference } from './messages';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { productDescription } from './product-description';
import { ProductGallery } from './product-gallery';
import { ProductInformation } from './product-information';
import { offerAmount } from './product-json-ld';
import { ProductStructuredData } from './product-structured-data';
import * as styles from './product-view.css';
import { PurchasePanel } from './purchase-panel';
import { RelatedProducts } from './related-products';
import { ServiceInfo } from './service-info';
import { useSelectedVariant } from './use-selected-variant';

/** Where a variant's own image sits in the gallery, if it does. */
function imageIndexOf(product: Product, variant: Variant | undefined): number | undefined {
  if (!variant?.image_url) return undefined;
  const index = product.images.findIndex((image) => image.url === variant.image_url);
  return index >= 0 ? index : undefined;
}

interface ProductDetailsProps {
  product: Product;
  /** Its live stock is being asked (a page the server rendered): until it answers, no stock is said. */
  stockPending?: boolean;
}

/** A loaded product: gallery beside its summary, purchase, description, details and services. */
export function ProductDetails({ product, stockPending = false }: ProductDetailsProps) {
  usePageTitle(product.title);
  useMetaDescription(productDescription(product));
  // Seen: it comes first in « Vus récemment », in this browser only.
  useEffect(() => recordView(product), [product]);
  const { variant, sizeChosen, select: selectVariant } = useSelectedVariant(product);
  const shareImage = product.images[0]?.url ?? product.image;
  useShareHead({
    // Every variant is the same page: `?variant=` stays out of the canonical address.
    canonicalPath: productPath(product),
    card: {
      type: 'product',
      image: shareImage ? { url: imageAddress(shareImage, 'share'), alt: product.title } : undefined,
      price: variant?.price
        ? { amount: offerAmount(variant.price), currency: variant.price.currency }
        : undefined,
    },
  });
  const [imageIndex, setImageIndex] = useState(() => imageIndexOf(product, variant) ?? 0);

  // Choosing a variant shows its image when the gallery has one (docs/product/screens.md).
  const chooseVariant = (next: Variant, sized: boolean) => {
    selectVariant(next, sized);
    const index = imageIndexOf(product, next);
    if (index !== undefined) setImageIndex(index);
  };

  return (
    <>
      <ProductBreadcrumbs product={product} />
      <div className={styles.layout}>
        <ProductGallery
          title={product.title}
          images={product.images}
          index={imageIndex}
          onIndexChange={setImageIndex}
        />
        <div className={styles.summary}>
          <header className={styles.header}>
            {product.ribbon_text && <Badge tone="brand">{product.ribbon_text}</Badge>}
            {isBrandId(product.brand) && (
              <Link
                href={shopAddress({ brand: product.brand })}
                render={<RouterLink />}
                variant="quiet"
                tone="secondary"
              >
                <span className={styles.brand}>{brandTable[product.brand]}</span>
              </Link>
            )}
            <Heading level={1} size="display2">
              {product.title}
            </Heading>
            {product.subtitle && (
              <Text size="large" tone="secondary">
                {product.subtitle}
              </Text>
            )}
            {sizeChosen && variant?.sku && (
              <Text size="xsmall" tone="secondary">
                {reference(variant.sku)}
              </Text>
            )}
          </header>
          <PurchasePanel
            product={product}
            variant={variant}
            sizeChosen={sizeChosen}
            onVariantChange={chooseVariant}
            stockPending={stockPending}
          />
          <ProductInformation product={product} />
          <ServiceInfo />
        </div>
      </div>
      <RelatedProducts productId={product.id} />
      <RecentlyViewed exclude={product.id} />
      <ProductStructuredData product={product} variant={variant} />
    </>
  );
}
