import type { CataloguePage } from '../../storefront/shop-api';

/** Lists kept for a return by the back button: a few are enough. */
const KEPT_LISTS = 8;

const lists = new Map<string, CataloguePage[]>();

/**
 * Keeps the pages a list shows under its history entry (the router's location key), so that coming back to that
 * entry (the back button, from a product) draws the same products at once, and the browser can put the scroll
 * back where it was. Another visit of the same address is another entry, and starts afresh.
 */
export function rememberList(key: string, pages: CataloguePage[]): void {
  lists.delete(key);
  if (pages.length > 0) lists.set(key, pages);
  for (const oldest of lists.keys()) {
    if (lists.size <= KEPT_LISTS) break;
    lists.delete(oldest);
  }
}

/** The pages kept for a history entry whose address ends on `lastPage`, if any. */
export function rememberedList(key: string, lastPage: number): CataloguePage[] | undefined {
  const pages = lists.get(key);
  return pages?.at(-1)?.page === lastPage ? pages : undefined;
}
