import { Container } from '@aurele/ui';
import { useResource } from '../../app/resource/use-resource';
import { productMachine } from './product.machine';
import { ProductDetails } from './product-details';
import { ProductLoadError } from './product-load-error';
import { ProductSkeleton } from './product-skeleton';
import * as styles from './product-view.css';

/** One product in its three states (SPEC §4): loading, error with « Réessayer » and the way back, loaded. */
export function ProductView({ id }: { id: string }) {
  const { state, retry } = useResource(productMachine, id);
  return (
    <Container>
      <div className={styles.page}>
        {state.status === 'loading' && <ProductSkeleton />}
        {state.status === 'failed' && <ProductLoadError error={state.error} onRetry={retry} />}
        {state.status === 'loaded' && <ProductDetails product={state.data} />}
      </div>
    </Container>
  );
}
