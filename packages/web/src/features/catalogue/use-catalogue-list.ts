import type { CatalogueAnswer, CatalogueQuery } from '@aurele/storefront-contract';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type CataloguePage, toCataloguePage } from '../../storefront/shop-api';
import { cataloguePagesMachine } from './catalogue-pages.machine';
import { rememberedList, rememberList } from './remembered-lists';
import { listKeyOf } from './shop-query';

/**
 * The pages a list opens with: those this history entry showed before the shopper went away, else the server's,
 * else none.
 */
function openingPages(
  entry: string,
  query: CatalogueQuery,
  served: CatalogueAnswer | undefined,
): CataloguePage[] {
  const remembered = rememberedList(entry, query.page);
  if (remembered) return remembered;
  if (served && listKeyOf(served.query) === listKeyOf(query) && served.page === query.page) {
    return [toCataloguePage(served)];
  }
  return [];
}

/**
 * The list of a `/shop` query as the shopper sees it: its pages, fetched or at hand, and « Voir plus ». The caller
 * keys the component by `listKeyOf(query)`: another list starts afresh.
 */
export function useCatalogueList(query: CatalogueQuery, served: CatalogueAnswer | undefined) {
  const entry = useLocation().key;
  const [input] = useState(() => {
    const pages = openingPages(entry, query, served);
    return { query: { ...query, page: pages[0]?.page ?? query.page }, pages };
  });
  const [snapshot, send] = useMachine(cataloguePagesMachine, { input });
  const { pages } = snapshot.context;
  useEffect(() => rememberList(entry, pages), [entry, pages]);
  return {
    snapshot,
    pages,
    more: () => send({ type: 'catalogue.more' }),
    retry: () => send({ type: 'catalogue.retry' }),
  };
}
