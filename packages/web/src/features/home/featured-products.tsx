import { Columns, ErrorState, Link, SectionHeading, Spinner } from '@aurele/ui';
import { useState } from 'react';
import { useResource } from '../../shared/resource/use-resource';
import { RouterLink } from '../../shared/router-link';
import { usePageData } from '../../shared/use-page-data';
import { toSummary } from '../../storefront/map-tile';
import { ProductTile } from '../../widgets/product-tile/product-tile';
import { ProductTileSkeleton } from '../../widgets/product-tile/product-tile-skeleton';
import { FEATURED_COUNT, featuredMachine } from './featured.machine';
import * as styles from './home-page.css';
import { featured } from './messages';

const columns = { mobile: 2, desktop: 4 } as const;

/**
 * Four products from the catalogue: those the server rendered the page with, else fetched; while they load,
 * tiles of the same size hold their place.
 */
export function FeaturedProducts() {
  const served = usePageData('home');
  const [initial] = useState(() => served?.featured.map(toSummary));
  const { state, retry } = useResource(featuredMachine, undefined, initial);
  return (
    <section aria-labelledby="home-featured" className={styles.section}>
      <SectionHeading
        id="home-featured"
        eyebrow={featured.eyebrow}
        title={featured.title}
        action={
          <Link href="/shop" render={<RouterLink />} variant="standalone" icon="arrowRight">
            {featured.seeAll}
          </Link>
        }
      />
      {state.status === 'failed' && (
        <ErrorState
          headingLevel={3}
          title={featured.errorTitle}
          detail={state.error instanceof Error ? state.error.message : undefined}
          retryLabel={featured.retry}
          onRetry={retry}
        />
      )}
      {state.status === 'loading' && (
        <div aria-busy="true" className={styles.featuredLoading}>
          {/* Over the placeholders, so nothing moves when the products replace them. */}
          <span className={styles.featuredSpinner}>
            <Spinner label={featured.loading} tone="brand" size="medium" />
          </span>
          <Columns columns={columns} space={{ mobile: 'large', tablet: 'xlarge' }}>
            {Array.from({ length: FEATURED_COUNT }, (_, tile) => (
              // Identical placeholders that never reorder.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ProductTileSkeleton key={tile} layout="grid" />
            ))}
          </Columns>
        </div>
      )}
      {state.status === 'loaded' && (
        <Columns
          as="ul"
          columns={columns}
          space={{ mobile: 'large', tablet: 'xlarge' }}
          aria-label={featured.title}
        >
          {state.data.map((product) => (
            <ProductTile key={product.id} product={product} layout="grid" />
          ))}
        </Columns>
      )}
    </section>
  );
}
