import { useEffect, useState } from 'react';
import { formatPrice } from '../../domain/money';
import { payablePrice } from '../../domain/price';
import type { Product } from '../../domain/product';
import { shopApi } from '../../storefront/shop-api';
import * as styles from './home-page.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; products: Product[] };

export function HomePage() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    shopApi
      .loadProducts(controller.signal)
      .then((products) => setState({ status: 'loaded', products }))
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
                {formatPrice(payablePrice(product), product.currency, product.currency_info)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
