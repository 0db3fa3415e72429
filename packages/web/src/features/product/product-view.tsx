import { Container } from '@aurele/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '../../domain/product';
import { useResource } from '../../shared/resource/use-resource';
import { useRouteData } from '../../shared/route-data/use-route-data';
import { forgetViewed } from '../../state/recently-viewed';
import { HttpError } from '../../storefront/http-error';
import { withStock } from '../../storefront/map-product';
import { ProductDetails } from './product-details';
import { ProductLoadError } from './product-load-error';
import { ProductSkeleton } from './product-skeleton';
import { productStockMachine } from './product-stock.machine';
import * as styles from './product-view.css';

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
        {error !== undefined ? (
          <ProductLoadError error={error} onRetry={retry} />
        ) : product ? (
          <WithLiveStock product={product} />
        ) : (
          <ProductSkeleton />
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
