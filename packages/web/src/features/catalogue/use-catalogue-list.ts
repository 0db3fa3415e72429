import type { CatalogueAnswer, CatalogueQuery } from '@aurele/storefront-contract';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toCataloguePage } from '../../storefront/shop-api';
import { cataloguePagesMachine } from './catalogue-pages.machine';
import { rememberedList, rememberList } from './remembered-lists';

/**
 * The list of a `/shop` query as the shopper sees it: the pages this history entry showed before the shopper went
 * away, else the page its route loaded; and « Voir plus ». The caller keys the component by `listKeyOf(query)`:
 * another list starts afresh.
 */
export function useCatalogueList(query: CatalogueQuery, answer: CatalogueAnswer) {
  const entry = useLocation().key;
  const [input] = useState(() => {
    const pages = rememberedList(entry, query.page) ?? [toCataloguePage(answer)];
    return { query: { ...query, page: pages[0]?.page ?? query.page }, pages };
  });
  const [snapshot, send] = useMachine(cataloguePagesMachine, { input });
  const { pages } = snapshot.context;
  useEffect(() => rememberList(entry, pages), [entry, pages]);
  return { snapshot, pages, more: () => send({ type: 'catalogue.more' }) };
}
