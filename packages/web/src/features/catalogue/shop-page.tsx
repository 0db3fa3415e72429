import { emptyCatalogueQuery } from '@aurele/shop-contract';
import { Container } from '@aurele/ui';
import { afterPaint } from '@aurele/ui/after-paint';
import { useMemo, useState } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { useRouteData } from '../../shared/route-data/use-route-data';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { useShareHead } from '../../shared/use-share-head';
import type { CataloguePage } from '../../storefront/map-tile';
import { CollectionNav } from './collection-nav';
import { hasFacets } from './facet-choices';
import { FilterPanel } from './filter-panel';
import { FilterTrigger } from './filter-trigger';
import { ProductResults } from './product-results';
import { shopCanonicalPath, shopDescription, shopTitle } from './shop-head';
import { ShopHeading } from './shop-heading';
import * as styles from './shop-page.css';
import { listKeyOf, shopHref, shopQueryOf } from './shop-query';
import { ShopResults } from './shop-results';
import { ShopToolbar } from './shop-toolbar';
import { useFilterDialog } from './use-filter-dialog';
import type { ShopView } from './view-toggle';

/**
 * `/shop`: a query of the catalogue from the address (category, search, brand, filter, sort, the filters' sizes,
 * colours, prices and stock, page), which its route's loader asks the server for a page at a time; every view can
 * be shared and the back button walks through them. The filters live beside the lists, not in them: a choice
 * draws another list, and the filters, still in place, keep the focus. The page is also its route's error
 * element: a failed list keeps the filters' column and offers « Réessayer ».
 */
export function ShopPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { data: answer, error, retry } = useRouteData<CataloguePage>();
  // The prerendered /shop knows no query string: its hydration starts from the whole shop too. A page the server
  // rendered was rendered with its query.
  const hydrated = useHydrated();
  const query = useMemo(
    () => (hydrated || answer ? shopQueryOf(search) : emptyCatalogueQuery),
    [hydrated, answer, search],
  );
  const title = shopTitle(query);
  usePageTitle(title);
  useMetaDescription(shopDescription(query));
  useShareHead({ canonicalPath: shopCanonicalPath(query), card: { type: 'website' } });
  const [view, setView] = useState<ShopView>('grid');
  const listKey = listKeyOf(query);
  const pending = useAnotherListLoading(listKey);
  const filterDialog = useFilterDialog();
  const filtered = Boolean(answer && hasFacets(answer.facets));

  return (
    <Container>
      <div className={styles.page}>
        <ShopHeading
          title={title}
          count={answer && !pending ? answer.total : null}
          loading={pending || (!answer && error === undefined)}
        />
        <div className={styles.layout}>
          <div className={styles.sidebar}>
            <CollectionNav category={query.category} sort={query.sort} />
            {answer && filtered && (
              <FilterPanel
                query={query}
                facets={answer.facets}
                total={pending ? null : answer.total}
                dialog={filterDialog}
              />
            )}
          </div>
          <div className={styles.results}>
            <ShopToolbar
              filters={
                filtered && (
                  <FilterTrigger query={query} open={filterDialog.open} onOpen={filterDialog.show} />
                )
              }
              sort={query.sort}
              // The order's list closes at once; the new list follows.
              onSortChange={(sort) =>
                afterPaint(() =>
                  navigate(shopHref(query, { sort }), { replace: true, preventScrollReset: true }),
                )
              }
              view={view}
              onViewChange={setView}
            />
            {answer ? (
              <ShopResults key={listKey} query={query} answer={answer} pending={pending} view={view} />
            ) : (
              <ProductResults
                products={null}
                failure={error === undefined ? undefined : { error, retry }}
                view={view}
                narrowed={false}
              />
            )}
          </div>
        </div>
      </div>
    </Container>
  );
}

/** Whether the router is loading another list of the shop (a filter, a sort, a collection chosen). */
function useAnotherListLoading(listKey: string): boolean {
  const next = useNavigation().location;
  return next?.pathname === '/shop' && listKeyOf(shopQueryOf(new URLSearchParams(next.search))) !== listKey;
}
