import { useParams } from 'react-router-dom';
import { ProductView } from './product-view';

/** `/product/:id`. Another id is another page: its state starts afresh. */
export function ProductPage() {
  const { id = '' } = useParams();
  return <ProductView key={id} />;
}
