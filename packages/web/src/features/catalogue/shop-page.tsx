import { Container, Heading } from '@aurele/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResource } from '../../app/resource/use-resource';
import { useHydrated } from '../../app/use-hydrated';
import { useMetaDescription } from '../../app/use-meta-description';
import { usePageTitle } from '../../app/use-page-title';
import { queryCatalogue } from '../../domain/catalogue';
import { ActiveFilters } from './active-filters';
import { catalogueMachine } from './catalogue.machine';
import { CollectionNav } from './collection-nav';
import { eyebrow, pageDescription } from './messages';
import { ProductResults } from './product-results';
import * as styles from './shop-page.css';
import { catalogueQueryFrom, shopHref } from './shop-query';
import { shopTitle } from './shop-title';
import { ShopToolbar } from './shop-toolbar';
import type { ShopView } from './view-toggle';

/**
 * `/shop`: the whole catalogue fetched once, then filtered and sorted in the browser from the address
 * (category, search, brand, filter, sort), so every view can be shared and the back button walks through them.
 */
const noQuery = new URLSearchParams();

export function ShopPage() {
  const [search] = useSearchParams();
  // The prerendered /shop knows no query string: the hydration starts from the whole catalogue too.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const query = useMemo(() => catalogueQueryFrom(hydrated ? search : noQuery), [hydrated, search]);
  const title = shopTitle(query);
  usePageTitle(title);
  useMetaDescription(pageDescription);

  const { state, retry } = useResource(catalogueMachine);
  const [view, setView] = useState<ShopView>('grid');
  // « Nouveautés » are dated from the visit, not from each render.
  const [now] = useState(() => Date.now());
  const index = state.status === 'loaded' ? state.data : null;
  const products = useMemo(() => index && queryCatalogue(index, query, now), [index, query, now]);
  const narrowed = Boolean(query.category || query.search?.trim() || query.brand || query.filter);

  return (
    <Container>
      <div className={styles.page}>
        <header className={styles.header}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <Heading level={1} size="display2">
            {title}
          </Heading>
        </header>
        <div className={styles.layout}>
          <CollectionNav category={query.category} sort={query.sort} />
          <div className={styles.results}>
            <ShopToolbar
              count={products?.length ?? null}
              loading={state.status === 'loading'}
              sort={query.sort}
              onSortChange={(sort) => navigate(shopHref(search, { sort }), { replace: true })}
              view={view}
              onViewChange={setView}
            />
            <ActiveFilters query={query} search={search} />
            <ProductResults
              state={state}
              products={products}
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
