import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '../button-link/button-link';
import { Columns } from '../columns/columns';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { Stack } from '../stack/stack';
import { ProductCard } from './product-card';
import type { ProductFixture } from './product-card.fixtures';

type Load =
  | { state: 'loading' }
  | { state: 'error'; detail: string }
  | { state: 'loaded'; products: ProductFixture[] };

const gridColumns = { mobile: 2, tablet: 3, desktop: 3 } as const;

/**
 * A made-up address of cards, not the shop's API: the design system knows no catalogue. The shop's stories answer
 * from the storefront emulator, in the storefront's own shape.
 */
export const DEMO_CARDS_URL = '/demo/cards';

/**
 * Stories only: how a page puts ProductCard, Skeleton, EmptyState and ErrorState together around a fetch. The web
 * app brings its own data layer and mapping.
 */
export function ProductGridDemo() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchProducts = useCallback(async () => {
    setLoad({ state: 'loading' });
    const response = await fetch(DEMO_CARDS_URL);
    if (!response.ok) {
      setLoad({
        state: 'error',
        detail: `Error loading products: HTTP ${response.status}: ${response.statusText}`,
      });
      return;
    }
    const { products } = (await response.json()) as { products: ProductFixture[] };
    setLoad({ state: 'loaded', products });
  }, []);
  useEffect(() => {
    void fetchProducts();
  }, [fetchProducts]);

  if (load.state === 'loading') {
    return (
      <div aria-busy="true">
        <Stack space="large">
          <Spinner label="Chargement des produits" tone="brand" size="small" />
          <Columns columns={gridColumns} space="xlarge">
            {[1, 2, 3].map((tile) => (
              <Stack key={tile} space="small">
                <Skeleton shape="block" aspectRatio="3 / 4" />
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </Stack>
            ))}
          </Columns>
        </Stack>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <ErrorState
        title="Impossible de charger les produits"
        detail={load.detail}
        retryLabel="Réessayer"
        onRetry={() => void fetchProducts()}
      />
    );
  }
  if (load.products.length === 0) {
    return (
      <EmptyState
        icon="search"
        title="Aucun produit disponible pour le moment."
        action={
          <ButtonLink href="/shop" variant="secondary">
            Toutes nos collections
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Columns as="ul" columns={gridColumns} space="xlarge" aria-label="Produits">
      {load.products.map((product) => (
        <ProductCard
          key={product.id}
          title={product.title}
          subtitle={product.subtitle}
          brand={product.brand}
          href={`/product/${product.id}`}
          image={{ ...product.image, alt: '' }}
          ribbon={product.ribbon ?? undefined}
          price={{
            amount: product.salePrice ?? product.price,
            originalAmount: product.salePrice ? product.price : undefined,
            currency: product.currency,
            saleLabel: 'Prix soldé',
            originalLabel: 'Prix initial',
          }}
        />
      ))}
    </Columns>
  );
}
