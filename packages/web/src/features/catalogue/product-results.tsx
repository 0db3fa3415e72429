import { ButtonLink, Columns, EmptyState, ErrorState, Stack } from '@aurele/ui';
import { memo, type ReactNode } from 'react';
import type { CatalogueIndex } from '../../domain/catalogue';
import type { Product } from '../../domain/product';
import type { ResourceState } from '../../shared/resource/resource.machine';
import { RouterLink } from '../../shared/router-link';
import { useNearViewport } from '../../shared/use-near-viewport';
import { ProductTile } from '../../state/product-tile/product-tile';
import { ProductTileSkeleton } from '../../state/product-tile/product-tile-skeleton';
import {
  emptyCatalogue,
  loadErrorDetail,
  loadErrorTitle,
  productsLabel,
  retry as retryLabel,
  seeAllCollections,
} from './messages';
import { SERVED_PRODUCTS } from './shop-page-data';
import type { ShopView } from './view-toggle';

interface ProductResultsProps {
  state: ResourceState<CatalogueIndex>;
  /** What the query keeps of the loaded catalogue, in its order; the server's first products until it loads. */
  products: Product[] | null;
  view: ShopView;
  /** A query narrows the list: an empty result then offers the whole shop. */
  narrowed: boolean;
  onRetry: () => void;
}

const gridColumns = { mobile: 2, tablet: 3, wide: 4 } as const;
const SKELETON_TILES = 8;
/** The first row of the widest grid: on a phone, the first screenful and some. */
const PRIORITY_TILES = gridColumns.wide;
/**
 * How far ahead of the screen the end of the first tiles makes the others drawn: a phone draws dozens of tiles in
 * a few hundred milliseconds, done before the shopper scrolls that far.
 */
const DRAW_AHEAD = '1500px';

/** The products as a list (`ul`), or their placeholders in the same frame (`div`, silent). */
function ProductList({ view, as, children }: { view: ShopView; as: 'ul' | 'div'; children: ReactNode }) {
  const label = as === 'ul' ? productsLabel : undefined;
  if (view === 'list') {
    return (
      <Stack as={as} space="none" aria-label={label}>
        {children}
      </Stack>
    );
  }
  return (
    <Columns as={as} columns={gridColumns} space={{ mobile: 'large', tablet: 'xlarge' }} aria-label={label}>
      {children}
    </Columns>
  );
}

/** The shop's list in its four states (SPEC §4): loading, error with « Réessayer », the products, or empty. */
export const ProductResults = memo(function ProductResults({
  state,
  products,
  view,
  narrowed,
  onRetry,
}: ProductResultsProps) {
  if (state.status === 'failed') {
    return (
      <ErrorState
        title={loadErrorTitle}
        detail={loadErrorDetail(state.error)}
        retryLabel={retryLabel}
        onRetry={onRetry}
      />
    );
  }
  if (products === null) {
    return (
      // The wait is announced once, by the toolbar's spinner.
      <div aria-busy="true">
        <ProductList view={view} as="div">
          {Array.from({ length: SKELETON_TILES }, (_, tile) => (
            // Identical placeholders that never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <ProductTileSkeleton key={tile} layout={view} />
          ))}
        </ProductList>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={emptyCatalogue}
        action={
          narrowed && (
            <ButtonLink href="/shop" render={<RouterLink />} variant="secondary">
              {seeAllCollections}
            </ButtonLink>
          )
        }
      />
    );
  }
  return <ProductTiles products={products} view={view} />;
});

/**
 * The tiles: those the server drew at first (hydration finds them as they were), all of them once the shopper
 * scrolls towards the end of those — a page that opens on a phone lays out a screenful, not the whole shop.
 */
function ProductTiles({ products, view }: { products: Product[]; view: ShopView }) {
  const [all, watchedForNear] = useNearViewport<HTMLDivElement>(DRAW_AHEAD);
  const drawn = all ? products : products.slice(0, SERVED_PRODUCTS);
  return (
    <>
      <ProductList view={view} as="ul">
        {drawn.map((product, position) => (
          <ProductTile
            key={product.id}
            product={product}
            layout={view}
            headingLevel={2}
            priority={position < PRIORITY_TILES}
          />
        ))}
      </ProductList>
      {drawn.length < products.length && <div ref={watchedForNear} />}
    </>
  );
}
