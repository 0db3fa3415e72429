import { Container, PageHeader } from '@aurele/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { queryCatalogue } from '../../domain/catalogue';
import { useResource } from '../../shared/resource/use-resource';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageData } from '../../shared/use-page-data';
import { usePageTitle } from '../../shared/use-page-title';
import { useShareHead } from '../../shared/use-share-head';
import { toProduct } from '../../storefront/map-product';
import { ActiveFilters } from './active-filters';
import { catalogueMachine } from './catalogue.machine';
import { CollectionNav } from './collection-nav';
import { eyebrow } from './messages';
import { ProductResults } from './product-results';
import { shopCanonicalPath, shopDescription } from './shop-head';
import * as styles from './shop-page.css';
import { sameQuery } from './shop-page-data';
import { catalogueQueryFrom, shopHref } from './shop-query';
import { shopTitle } from './shop-title';
import { ShopToolbar } from './shop-toolbar';
import type { ShopView } from './view-toggle';

/**
 * `/shop`: the whole catalogue fetched once, then filtered and sorted in the browser from the address
 * (category, search, brand, filter, sort), so every view can be shared and the back button walks through them.
 * The server renders the first products of the view; they stay shown until the whole catalogue has come.
 */
const noQuery = new URLSearchParams();

export function ShopPage() {
  const [search] = useSearchParams();
  const served = usePageData('shop');
  // The prerendered /shop knows no query string: its hydration starts from the whole catalogue too. A page the
  // server rendered was rendered with its query.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const query = useMemo(
    () => catalogueQueryFrom(hydrated || served ? search : noQuery),
    [hydrated, served, search],
  );
  const title = shopTitle(query);
  usePageTitle(title);
  useMetaDescription(shopDescription(query));
  useShareHead({ canonicalPath: shopCanonicalPath(query), card: { type: 'website' } });

  const { state, retry } = useResource(catalogueMachine, undefined);
  const [first] = useState(() => served && { ...served, products: served.products.map(toProduct) });
  const [view, setView] = useState<ShopView>('grid');
  // « Nouveautés » are dated from the visit, not from each render.
  const [now] = useState(() => Date.now());
  const index = state.status === 'loaded' ? state.data : null;
  const products = useMemo(() => index && queryCatalogue(index, query, now), [index, query, now]);
  // Until the catalogue comes, the server's products stand for the query they were rendered for.
  const firstShown = !index && first && sameQuery(first.query, query) ? first : null;
  const narrowed = Boolean(query.category || query.search?.trim() || query.brand || query.filter);
  // The whole catalogue arriving re-draws every card: in the background, so a tap meanwhile is answered at once.
  const listState = useDeferredValue(state);
  const listed = useDeferredValue(products ?? firstShown?.products ?? null);

  return (
    <Container>
      <div className={styles.page}>
        <PageHeader eyebrow={eyebrow} title={title} />
        <div className={styles.layout}>
          <CollectionNav category={query.category} sort={query.sort} />
          <div className={styles.results}>
            <ShopToolbar
              count={products?.length ?? firstShown?.total ?? null}
              loading={state.status === 'loading' && !firstShown}
              sort={query.sort}
              onSortChange={(sort) => navigate(shopHref(search, { sort }), { replace: true })}
              view={view}
              onViewChange={setView}
            />
            <ActiveFilters query={query} search={search} />
            <ProductResults
              state={listState}
              products={listed}
              view={view}
              narrowed={narrowed}
              onRetry={retry}
            />
          </div>
        </div>
      </div>
    </Container>
  );
}
