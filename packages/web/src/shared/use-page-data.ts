import { createContext, useContext, useState } from 'react';
import type { PageData, PageDataOf, PageName } from './page-data';
import { useHydrated } from './use-hydrated';

/** The data the server rendered this document with: null for a prerendered page or the dev server's. */
export const PageDataContext = createContext<PageData | null>(null);

/**
 * The server's data for the calling page, while it renders on the server and hydrates, kept by that component
 * afterwards; undefined for a page the browser renders itself (after a navigation), which fetches its own.
 */
export function usePageData<Name extends PageName>(page: Name): PageDataOf<Name> | undefined {
  const data = useContext(PageDataContext);
  const hydrated = useHydrated();
  const [served] = useState(() =>
    !hydrated && data?.page === page ? (data as PageDataOf<Name>) : undefined,
  );
  return served;
}
