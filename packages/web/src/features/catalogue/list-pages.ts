import type { CataloguePage } from '../../storefront/map-tile';

/**
 * What a `/shop` history entry keeps after « Voir plus » (its `location.state`): the pages it showed above the one
 * its address names. The browser keeps it with the entry, so back, forward and reload draw the same list.
 */
export interface ListEntryState {
  earlierPages: CataloguePage[];
}

/** The state « Voir plus » gives the next page's entry: every page shown so far. */
export function moreEntryState(pages: CataloguePage[]): ListEntryState {
  return { earlierPages: pages };
}

/**
 * The list an entry shows: the pages it kept above the one its route loaded, when they lead up to it without a
 * gap, then that page. Anything else in the state (another flow's, an older shape) is ignored.
 */
export function listPages(state: unknown, loaded: CataloguePage): CataloguePage[] {
  const earlier = (state as Partial<ListEntryState> | null)?.earlierPages;
  if (!Array.isArray(earlier)) return [loaded];
  const leadsUp = earlier.every((page, index) => page?.page === loaded.page - earlier.length + index);
  return leadsUp ? [...earlier, loaded] : [loaded];
}

/** Whether the list holds products after its last page. */
export function hasMore(last: CataloguePage): boolean {
  return last.page * last.pageSize < last.total;
}
