import type { CatalogueQuery } from '@aurele/shop-contract';
import { ButtonLink, Text } from '@aurele/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import type { CataloguePage } from '../../storefront/map-tile';
import { ActiveFilters } from './active-filters';
import { facetChoiceCount } from './facet-choices';
import { hasMore, listPages, moreEntryState } from './list-pages';
import { loadingMore, seeMore, seenCount, seePrevious } from './messages';
import { ProductResults } from './product-results';
import * as styles from './shop-page.css';
import { shopHref } from './shop-query';
import { useScrollKeptForReload } from './use-scroll-kept-for-reload';
import type { ShopView } from './view-toggle';

interface ShopResultsProps {
  query: CatalogueQuery;
  /** The page the route loaded for the address. */
  answer: CataloguePage;
  /** Another list is loading: this one gives way to its placeholders. */
  pending: boolean;
  view: ShopView;
}

/**
 * One list of the shop under its toolbar: the pages this history entry shows, and « Voir plus », a real link to
 * the next page. Once the app runs, the link is a navigation of the route (its loader loads that page) that
 * writes over the entry and hands it the pages shown so far, so the new page comes below them; the focus goes to
 * its first product.
 */
export function ShopResults({ query, answer, pending, view }: ShopResultsProps) {
  const { state } = useLocation();
  // The server drew the loaded page alone: the kept pages join it once the app runs (a reload keeps its list).
  const hydrated = useHydrated();
  const pages = useMemo(() => (hydrated ? listPages(state, answer) : [answer]), [hydrated, state, answer]);
  useScrollKeptForReload(pages.length - 1);
  const products = useMemo(() => (pending ? null : pages.flatMap((page) => page.products)), [pages, pending]);
  const first = pages[0] ?? answer;
  const last = pages.at(-1) ?? answer;
  const loading = useNextPageLoading(query, last.page);
  const narrowed =
    Boolean(query.category || query.search || query.brand || query.filter) || facetChoiceCount(query) > 0;

  // After « Voir plus »: the focus goes to the first new product.
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useRef({ first: first.page, count: pages.length });
  useEffect(() => {
    const before = shown.current;
    shown.current = { first: first.page, count: pages.length };
    if (first.page !== before.first || pages.length <= before.count) return;
    const firstNew = pages.slice(0, before.count).reduce((count, page) => count + page.products.length, 0);
    listRef.current?.querySelectorAll(':scope > ul > li')[firstNew]?.querySelector('a')?.focus();
  }, [pages, first.page]);

  return (
    <>
      <ActiveFilters query={query} price={answer.facets.price} />
      {first.page > 1 && (
        <ButtonLink
          href={shopHref(query, { page: first.page - 1 })}
          render={<RouterLink />}
          variant="secondary"
        >
          {seePrevious}
        </ButtonLink>
      )}
      <ProductResults
        products={products}
        view={view}
        narrowed={narrowed}
        listRef={listRef}
        filteredColours={query.colour}
        search={query.search}
        didYouMean={answer.didYouMean}
      />
      {products && products.length > 0 && (
        <div className={styles.more}>
          <Text size="small" tone="secondary">
            {seenCount(Math.min(last.page * last.pageSize, last.total), last.total)}
          </Text>
          <div role="status">
            {loading && (
              <Text size="small" tone="secondary">
                {loadingMore}
              </Text>
            )}
          </div>
          {hasMore(last) && !loading && (
            <ButtonLink
              href={shopHref(query, { page: last.page + 1 })}
              render={<RouterLink replace state={moreEntryState(pages)} />}
              variant="secondary"
            >
              {seeMore}
            </ButtonLink>
          )}
        </div>
      )}
    </>
  );
}

/** Whether the router is loading the page after `lastPage` of this list (« Voir plus » pressed). */
function useNextPageLoading(query: CatalogueQuery, lastPage: number): boolean {
  const next = useNavigation().location;
  return next !== undefined && `${next.pathname}${next.search}` === shopHref(query, { page: lastPage + 1 });
}
