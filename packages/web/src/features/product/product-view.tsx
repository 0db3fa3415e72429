import { Container } from '@aurele/ui';
import { useState } from 'react';
import type { Product } from '../../domain/product';
import { useResource } from '../../shared/resource/use-resource';
import { usePageData } from '../../shared/use-page-data';
import { toProduct, withStock } from '../../storefront/map-product';
import { productMachine, productStockMachine } from './product.machine';
import { ProductDetails } from './product-details';
import { ProductLoadError } from './product-load-error';
import { ProductSkeleton } from './product-skeleton';
import * as styles from './product-view.css';

/**
 * One product in its three states (SPEC §4): loading, error with « Réessayer » and the way back, loaded. A page
 * the server rendered starts loaded with its product, and asks only for the stock.
 */
export function ProductView({ id }: { id: string }) {
  const served = usePageData('product');
  const [initial] = useState(() => served && toProduct(served.product));
  const { state, retry } = useResource(productMachine, id, initial);
  return (
    <Container>
      <div className={styles.page}>
        {state.status === 'loading' && <ProductSkeleton />}
        {state.status === 'failed' && <ProductLoadError error={state.error} onRetry={retry} />}
        {state.status === 'loaded' &&
          (initial ? <WithLiveStock product={state.data} /> : <ProductDetails product={state.data} />)}
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
