import { emptyCatalogueQuery } from '@aurele/shop-contract';
import { ButtonLink, EmptyState, Link, Stack, Text } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { RecentlyViewed } from '../../widgets/recently-viewed/recently-viewed';
import {
  categoryLinks,
  didYouMeanEnd,
  didYouMeanStart,
  emptyCatalogue,
  exploreCollections,
  noResultsFor,
  seeAllCollections,
} from './messages';
import * as styles from './shop-page.css';
import { shopHref } from './shop-query';

interface NoResultsProps {
  /** What the shopper searched, as typed, if they searched. */
  search: string | undefined;
  /** The catalogue's nearest words, when some are near. */
  didYouMean: string | undefined;
  /** Whether the query narrows the list: an empty result then offers the whole shop. */
  narrowed: boolean;
}

/**
 * A list that found nothing. Without a search, docs/product/errors.md's empty message, with the whole shop when
 * filters narrowed it. After a search (issue 28): headed by what was searched, above the same message, then ways
 * on — the nearest words, the main collections, the whole shop, the products seen last — so it never reads as an
 * empty shop.
 */
export function NoResults({ search, didYouMean, narrowed }: NoResultsProps) {
  if (!search) {
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
  return (
    <Stack space="xlarge">
      <EmptyState
        icon="search"
        title={noResultsFor(search)}
        description={emptyCatalogue}
        action={
          <Stack space="large" align="center">
            {didYouMean && (
              <Text>
                {didYouMeanStart}
                <Link href={shopHref(emptyCatalogueQuery, { search: didYouMean })} render={<RouterLink />}>
                  {didYouMean}
                </Link>
                {didYouMeanEnd}
              </Text>
            )}
            <nav aria-label={exploreCollections}>
              <ul className={styles.noResultsCollections}>
                {categoryLinks.map(({ slug, label }) => (
                  <li key={slug}>
                    <ButtonLink
                      href={shopHref(emptyCatalogueQuery, { category: slug })}
                      render={<RouterLink />}
                      variant="secondary"
                      tone="neutral"
                    >
                      {label}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Link href="/shop" render={<RouterLink />}>
              {seeAllCollections}
            </Link>
          </Stack>
        }
      />
      <RecentlyViewed />
    </Stack>
  );
}
