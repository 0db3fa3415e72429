import type { CatalogueQueryKey } from '@aurele/shop-contract';
import { useLocation } from 'react-router-dom';

const searchKey: CatalogueQueryKey = 'search';

/** The search /shop is showing, for the header's field to keep on its results (server-rendered too); else blank. */
export function useShownSearch(): string {
  const { pathname, search } = useLocation();
  return pathname === '/shop' ? (new URLSearchParams(search).get(searchKey) ?? '') : '';
}
