import { Columns, mediaQuery, Stack } from '@aurele/ui';
import { lazy, memo, type ReactNode, type Ref, Suspense } from 'react';
import type { ProductSummary } from '../../domain/product-summary';
import { ProductTile } from '../../widgets/product-tile/product-tile';
import { ProductTileSkeleton } from '../../widgets/product-tile/product-tile-skeleton';
import { productsLabel } from './messages';
import type { ResultsFailure } from './results-failure';
import * as styles from './shop-page.css';
import type { ShopView } from './view-toggle';

// A list that found nothing, or could not load, is rare: the page downloads what it says then.
const NoResults = lazy(() => import('./no-results').then((module) => ({ default: module.NoResults })));
const ResultsFailed = lazy(() =>
  import('./results-failure').then((module) => ({ default: module.ResultsFailed })),
);

interface ProductResultsProps {
  /** The products of the pages at hand, in the query's order; null while the list loads. */
  products: ProductSummary[] | null;
  failure?: ResultsFailure;
  /** The list element, to move the focus to the first product a « Voir plus » added. */
  listRef?: Ref<HTMLDivElement>;
  view: ShopView;
  /** A query narrows the list: an empty result then offers the whole shop. */
  narrowed: boolean;
  /** The colours the query filters on: each card shows its photo in one of them. */
  filteredColours?: readonly string[];
  /** The search the list answers, if any: an empty result then says so and offers ways on. */
  search?: string;
  /** The catalogue's nearest words to a search that found nothing. */
  didYouMean?: string;
}

const gridColumns = { mobile: 2, tablet: 3, wide: 4 } as const;
const SKELETON_TILES = 8;

/**
 * Where the tile at `position` is in the grid's first row: on every screen, from a breakpoint up, or never (null).
 * The list view's first rows are as many.
 */
function firstRow(position: number): { media?: string } | undefined {
  if (position < gridColumns.mobile) return {};
  if (position < gridColumns.tablet) return { media: mediaQuery.tablet };
  if (position < gridColumns.wide) return { media: mediaQuery.wide };
  return undefined;
}

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

/** The shop's list in its four states (docs/product/data-and-states.md#states-and-transitions): loading, error with « Réessayer », the products, or empty. */
export const ProductResults = memo(function ProductResults({
  products,
  failure,
  view,
  narrowed,
  listRef,
  filteredColours,
  search,
  didYouMean,
}: ProductResultsProps) {
  if (failure) {
    return (
      <Suspense>
        <ResultsFailed failure={failure} />
      </Suspense>
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
      <Suspense>
        <NoResults search={search} didYouMean={didYouMean} narrowed={narrowed} />
      </Suspense>
    );
  }
  return (
    // The tiles past the first screenful are laid out only when the shopper scrolls near them (CSS).
    <div ref={listRef} className={styles.tiles}>
      <ProductList view={view} as="ul">
        {products.map((product, position) => (
          <ProductTile
            key={product.id}
            product={product}
            layout={view}
            imageSlot={view === 'list' ? 'shopList' : 'shopGrid'}
            headingLevel={2}
            firstRow={firstRow(position)}
            filteredColours={filteredColours}
          />
        ))}
      </ProductList>
    </div>
  );
});
