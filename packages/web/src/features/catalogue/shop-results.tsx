import type { CatalogueAnswer, CatalogueQuery } from '@aurele/storefront-contract';
import { ButtonLink, Text } from '@aurele/ui';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../shared/router-link';
import { ActiveFilters } from './active-filters';
import { hasMore, nextPageOf } from './catalogue-pages.machine';
import { facetChoiceCount } from './facet-choices';
import { loadingMore, moreFailed, seeMore, seenCount, seePrevious } from './messages';
import { ProductResults } from './product-results';
import * as styles from './shop-page.css';
import { shopHref } from './shop-query';
import { useCatalogueList } from './use-catalogue-list';
import type { ShopView } from './view-toggle';

interface ShopResultsProps {
  query: CatalogueQuery;
  /** What the route loaded for the query. */
  answer: CatalogueAnswer;
  /** Another list is loading: this one gives way to its placeholders. */
  pending: boolean;
  view: ShopView;
}

/**
 * One list of the shop under its toolbar: the pages of the query, and « Voir plus », a real link to the next page
 * (it works before the app runs) that, once the app runs, adds that page below, keeps the address in step and
 * moves the focus to the first new product.
 */
export function ShopResults({ query, answer, pending, view }: ShopResultsProps) {
  const navigate = useNavigate();
  const { snapshot, pages, more } = useCatalogueList(query, answer);
  const products = useMemo(() => (pending ? null : pages.flatMap((page) => page.products)), [pages, pending]);
  const last = pages.at(-1);
  const first = pages[0];
  const narrowed =
    Boolean(query.category || query.search || query.brand || query.filter) || facetChoiceCount(query) > 0;

  // After « Voir plus »: the address names the last page shown, and the focus goes to the first new product.
  const listRef = useRef<HTMLDivElement>(null);
  const shownPages = useRef(pages.length);
  useEffect(() => {
    const before = shownPages.current;
    shownPages.current = pages.length;
    if (pages.length <= before || !last) return;
    navigate(shopHref(query, { page: last.page }), { replace: true, preventScrollReset: true });
    const firstNew = pages.slice(0, before).reduce((count, page) => count + page.products.length, 0);
    listRef.current?.querySelectorAll(':scope > ul > li')[firstNew]?.querySelector('a')?.focus();
  }, [pages, last, navigate, query]);

  const onMore = (event: MouseEvent) => {
    event.preventDefault();
    more();
  };

  return (
    <>
      <ActiveFilters query={query} price={answer.facets.price} />
      {first && first.page > 1 && (
        <ButtonLink
          href={shopHref(query, { page: first.page - 1 })}
          render={<RouterLink />}
          variant="secondary"
        >
          {seePrevious}
        </ButtonLink>
      )}
      <ProductResults products={products} view={view} narrowed={narrowed} listRef={listRef} />
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
