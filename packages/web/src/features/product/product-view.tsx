import { Container } from '@aurele/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '../../domain/product';
import { useResource } from '../../shared/resource/use-resource';
import { useRouteData } from '../../shared/route-data/use-route-data';
import { forgetViewed } from '../../state/recently-viewed';
import { HttpError } from '../../storefront/http-error';
import { withStock } from '../../storefront/map-product';
import { ProductDetails } from './product-details';
import { productStockMachine } from './product-stock.machine';
import * as styles from './product-view.css';

// The page comes with its product (its loader, or the server's page): waiting for it, or failing to load it, is
// rare — a page drawn without its data, a « Réessayer » — and downloads what it shows then.
const ProductLoadError = lazy(() =>
  import('./product-load-error').then((module) => ({ default: module.ProductLoadError })),
);
const ProductSkeleton = lazy(() =>
  import('./product-skeleton').then((module) => ({ default: module.ProductSkeleton })),
);

/**
 * One product in its three states (docs/product/data-and-states.md#states-and-transitions): loading, error with « Réessayer » and the way back, loaded — from
 * its route's loader (the page is also its route's error element); its live stock is asked for once it shows.
 */
export function ProductView() {
  const { data: product, error, retry } = useRouteData<Product>();
  const { id = '' } = useParams();
  // A product the store no longer sells drops out of « Vus récemment » quietly.
  useEffect(() => {
    if (error instanceof HttpError && error.status === 404) forgetViewed(id);
  }, [error, id]);
  return (
    <Container>
      <div className={styles.page}>
        {product && error === undefined ? (
          <WithLiveStock product={product} />
        ) : (
          <Suspense>
            {error !== undefined ? <ProductLoadError error={error} onRetry={retry} /> : <ProductSkeleton />}
          </Suspense>
        )}
      </div>
    </Container>
  );
}

function WithLiveStock({ product }: { product: Product }) {
  const { state } = useResource(productStockMachine, product.id);
  return (
    <ProductDetails
      product={state.status === 'loaded' ? withStock(product, state.data) : product}
      stockPending={state.status === 'loading'}
    />
  );
}
