import { describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../storefront/map-tile';
import { aSummary } from '../../testing/catalogue-fixtures';
import { hasMore, listPages, moreEntryState } from './list-pages';

/** Page `page` of a list of `total` products, 24 a page. */
function pageOf(page: number, total: number): CataloguePage {
  const count = Math.max(0, Math.min(24, total - (page - 1) * 24));
  const products = Array.from({ length: count }, (_, n) => aSummary({ id: `prod_${(page - 1) * 24 + n}` }));
  return { total, page, pageSize: 24, products, facets: { category: [] } };
}

describe('listPages', () => {
  it('shows the pages the entry kept above the page its route loaded', () => {
    const state = moreEntryState([pageOf(1, 60), pageOf(2, 60)]);
    expect(listPages(state, pageOf(3, 60)).map((page) => page.page)).toEqual([1, 2, 3]);
  });

  it('shows the loaded page alone without kept pages, or when they do not lead up to it', () => {
    expect(listPages(null, pageOf(2, 60)).map((page) => page.page)).toEqual([2]);
    expect(listPages({ from: '/account' }, pageOf(2, 60)).map((page) => page.page)).toEqual([2]);
    expect(listPages(moreEntryState([pageOf(1, 60)]), pageOf(3, 60)).map((page) => page.page)).toEqual([3]);
    expect(listPages(moreEntryState([pageOf(2, 60)]), pageOf(2, 60)).map((page) => page.page)).toEqual([2]);
  });
});

describe('hasMore', () => {
  it('is true while products follow the last page', () => {
    expect(hasMore(pageOf(1, 25))).toBe(true);
    expect(hasMore(pageOf(2, 48))).toBe(false);
    expect(hasMore(pageOf(1, 0))).toBe(false);
  });
});
