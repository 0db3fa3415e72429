import { useEffect, useState } from 'react';
import { fetchProducts } from '../storefront/client';
import { type ProductSummary, toProductSummary } from '../storefront/map-product';
import * as styles from './home-page.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; products: ProductSummary[] };

const euros = (cents: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(cents / 100);

export function HomePage() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchProducts(controller.signal)
      .then(({ products }) => setState({ status: 'loaded', products: products.map(toProductSummary) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: String(error) });
      });
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="collections">
      <h1 id="collections" className={styles.title}>
        Toutes nos collections
      </h1>
      {state.status === 'loading' && <p role="status">Chargement...</p>}
      {state.status === 'error' && <p role="alert">Error loading products: {state.message}</p>}
      {state.status === 'loaded' && (
        <ul className={styles.grid}>
          {state.products.map((product) => (
            <li key={product.id} className={styles.card}>
              {product.image && (
                <img className={styles.image} src={product.image} alt="" width={400} height={500} />
              )}
              <h2 className={styles.name}>{product.title}</h2>
              <p className={styles.price}>
                {euros(product.salePriceInCents ?? product.priceInCents, product.currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
