import type { CatalogueAnswer, CatalogueQuery } from '@aurele/storefront-contract';
import { ButtonLink, Text } from '@aurele/ui';
import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../shared/router-link';
import { ActiveFilters } from './active-filters';
import { hasMore, nextPageOf } from './catalogue-pages.machine';
import { facetChoiceCount } from './facet-choices';
import { loadingMore, moreFailed, seeMore, seenCount, seePrevious } from './messages';
import type { PriceFacet } from './price-facet';
import { ProductResults, type ResultsState } from './product-results';
import * as styles from './shop-page.css';
import { listKeyOf, shopHref } from './shop-query';
import { ShopToolbar } from './shop-toolbar';
import { useCatalogueList } from './use-catalogue-list';
import type { ShopView } from './view-toggle';

interface ShopResultsProps {
  query: CatalogueQuery;
  /** The server's answer the page was rendered with, if any. */
  served: CatalogueAnswer | undefined;
  /** The latest price facet, for the price range's chip while this list loads. */
  price: PriceFacet | undefined;
  /** The list's first page is here: its facets and total, for the filters beside it. */
  onAnswer: (listKey: string, answer: Pick<CatalogueAnswer, 'facets' | 'total'>) => void;
  view: ShopView;
  onViewChange: (view: ShopView) => void;
}

/**
 * One list of the shop under its toolbar: the pages of the query, and « Voir plus », a real link to the next page
 * (it works before the app runs) that, once the app runs, adds that page below, keeps the address in step and
 * moves the focus to the first new product.
 */
export function ShopResults({ query, served, price, onAnswer, view, onViewChange }: ShopResultsProps) {
  const navigate = useNavigate();
  const { snapshot, pages, more, retry } = useCatalogueList(query, served);
  const products = useMemo(() => (pages.length > 0 ? pages.flatMap((page) => page.products) : null), [pages]);
  const last = pages.at(-1);
  const first = pages[0];
  const state: ResultsState = snapshot.matches('failed')
    ? { status: 'failed', error: snapshot.context.error }
    : snapshot.matches('loadingFirst')
      ? { status: 'loading' }
      : { status: 'ready' };
  const narrowed =
    Boolean(query.category || query.search || query.brand || query.filter) || facetChoiceCount(query) > 0;

  // Before the paint: a list the back button brings back with its pages comes with its filters, in one frame.
  useLayoutEffect(() => {
    if (first) onAnswer(listKeyOf(query), first);
  }, [first, onAnswer, query]);

  // After « Voir plus »: the address names the last page shown, and the focus goes to the first new product.
  const listRef = useRef<HTMLDivElement>(null);
  const shownPages = useRef(pages.length);
  useEffect(() => {
    const before = shownPages.current;
    shownPages.current = pages.length;
    // The first page is no « Voir plus »: the address already names it, and the focus stays where it is.
    if (before === 0 || pages.length <= before || !last) return;
    navigate(shopHref(query, { page: last.page }), { replace: true });
    const firstNew = pages.slice(0, before).reduce((count, page) => count + page.products.length, 0);
    listRef.current?.querySelectorAll(':scope > ul > li')[firstNew]?.querySelector('a')?.focus();
  }, [pages, last, navigate, query]);

  const onMore = (event: MouseEvent) => {
    event.preventDefault();
    more();
  };

  return (
    <>
      <ShopToolbar
        count={last?.total ?? null}
        loading={state.status === 'loading'}
        sort={query.sort}
        onSortChange={(sort) => navigate(shopHref(query, { sort }), { replace: true })}
        view={view}
        onViewChange={onViewChange}
      />
      <ActiveFilters query={query} price={price} />
      {first && first.page > 1 && (
        <ButtonLink
          href={shopHref(query, { page: first.page - 1 })}
          render={<RouterLink />}
          variant="secondary"
        >
          {seePrevious}
        </ButtonLink>
      )}
      <ProductResults
        state={state}
        products={products}
        view={view}
        narrowed={narrowed}
        onRetry={retry}
        listRef={listRef}
      />
      {last && products && products.length > 0 && (
        <div className={styles.more}>
          <Text size="small" tone="secondary">
            {seenCount(Math.min(last.page * last.pageSize, last.total), last.total)}
          </Text>
          <div role="status">
            {snapshot.matches('loadingMore') && (
              <Text size="small" tone="secondary">
                {loadingMore}
              </Text>
            )}
            {snapshot.matches('moreFailed') && (
              <Text size="small" tone="critical">
                {moreFailed}
              </Text>
            )}
          </div>
          {hasMore({ pages }) && !snapshot.matches('loadingMore') && (
            <ButtonLink
              href={shopHref(query, { page: nextPageOf({ query, pages }) })}
              onClick={onMore}
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
