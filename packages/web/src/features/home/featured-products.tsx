import { Columns, ErrorState, Link, SectionHeading, Spinner } from '@aurele/ui';
import { useRouteData } from '../../shared/route-data/use-route-data';
import { RouterLink } from '../../shared/router-link';
import { ProductTile } from '../../widgets/product-tile/product-tile';
import { ProductTileSkeleton } from '../../widgets/product-tile/product-tile-skeleton';
import * as styles from './home-page.css';
import { FEATURED_COUNT, type HomeData } from './home-route';
import { featured } from './messages';

const columns = { mobile: 2, desktop: 4 } as const;

/**
 * Four products from the catalogue, as the home route's loader gives them; while they load, tiles of the same
 * size hold their place. A failure leaves the rest of the page whole (the home page is its route's error element).
 */
export function FeaturedProducts() {
  const { data, error, retry } = useRouteData<HomeData>();
  const products = data?.featured;
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
      {error !== undefined ? (
        <ErrorState
          headingLevel={3}
          title={featured.errorTitle}
          detail={error instanceof Error ? error.message : undefined}
          retryLabel={featured.retry}
          onRetry={retry}
        />
      ) : products ? (
        <Columns
          as="ul"
          columns={columns}
          space={{ mobile: 'large', tablet: 'xlarge' }}
          aria-label={featured.title}
        >
          {products.map((product) => (
            <ProductTile key={product.id} product={product} layout="grid" imageSlot="home" />
          ))}
        </Columns>
      ) : (
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
    </section>
  );
}
