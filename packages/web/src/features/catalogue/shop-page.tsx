import type { CatalogueFacets } from '@aurele/storefront-contract';
import { Container, PageHeader } from '@aurele/ui';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageData } from '../../shared/use-page-data';
import { usePageTitle } from '../../shared/use-page-title';
import { useShareHead } from '../../shared/use-share-head';
import { CollectionNav } from './collection-nav';
import { hasFacets } from './facet-choices';
import { FilterPanel } from './filter-panel';
import { eyebrow } from './messages';
import { shopCanonicalPath, shopDescription } from './shop-head';
import * as styles from './shop-page.css';
import { listKeyOf, shopQueryOf, wholeShop } from './shop-query';
import { ShopResults } from './shop-results';
import { shopTitle } from './shop-title';
import type { ShopView } from './view-toggle';

/** The latest answer's facets and total, and the list they are of. */
interface LatestAnswer {
  listKey: string;
  facets: CatalogueFacets;
  total: number;
}

/**
 * `/shop`: a query of the catalogue from the address (category, search, brand, filter, sort, the filters' sizes,
 * colours, prices and stock, page), which the server answers a page at a time; every view can be shared and the
 * back button walks through them. The server renders the page with its first answer; the browser asks for the
 * others. The filters live beside the lists, not in them: a choice draws another list, and the filters, still in
 * place, keep the focus.
 */
export function ShopPage() {
  const [search] = useSearchParams();
  const served = usePageData('shop')?.catalogue;
  // The prerendered /shop knows no query string: its hydration starts from the whole shop too. A page the server
  // rendered was rendered with its query.
  const hydrated = useHydrated();
  const query = useMemo(
    () => (hydrated || served ? shopQueryOf(search) : wholeShop),
    [hydrated, served, search],
  );
  const title = shopTitle(query);
  usePageTitle(title);
  useMetaDescription(shopDescription(query));
  useShareHead({ canonicalPath: shopCanonicalPath(query), card: { type: 'website' } });
  const [view, setView] = useState<ShopView>('grid');
  const [latest, setLatest] = useState<LatestAnswer | undefined>(
    () => served && { listKey: listKeyOf(served.query), facets: served.facets, total: served.total },
  );
  // The same answer again (the server's, as the list opens with it) changes nothing: no render for it.
  const onAnswer = useCallback(
    (listKey: string, { facets, total }: Omit<LatestAnswer, 'listKey'>) =>
      setLatest((now) =>
        now?.listKey === listKey && now.facets === facets && now.total === total
          ? now
          : { listKey, facets, total },
      ),
    [],
  );
  const listKey = listKeyOf(query);

  return (
    <Container>
      <div className={styles.page}>
        <PageHeader eyebrow={eyebrow} title={title} />
        <div className={styles.layout}>
          <div className={styles.sidebar}>
            <CollectionNav category={query.category} sort={query.sort} />
            {latest && hasFacets(latest.facets) && (
              <FilterPanel
                query={query}
                facets={latest.facets}
                total={latest.listKey === listKey ? latest.total : null}
              />
            )}
          </div>
          <div className={styles.results}>
            <ShopResults
              key={listKey}
              query={query}
              served={served}
              price={latest?.facets.price}
              onAnswer={onAnswer}
              view={view}
              onViewChange={setView}
            />
          </div>
        </div>
      </div>
    </Container>
  );
}
