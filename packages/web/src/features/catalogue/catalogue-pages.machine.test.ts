import { type CatalogueQuery, emptyCatalogueQuery } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CataloguePage } from '../../storefront/shop-api';
import { aSummary } from '../../testing/catalogue-fixtures';
import { cataloguePagesMachine, hasMore, nextPageOf } from './catalogue-pages.machine';

/** Page `page` of a list of `total` products, 24 a page. */
function pageOf(page: number, total: number): CataloguePage {
  const count = Math.max(0, Math.min(24, total - (page - 1) * 24));
  const products = Array.from({ length: count }, (_, n) => aSummary({ id: `prod_${(page - 1) * 24 + n}` }));
  return { total, page, pageSize: 24, products, facets: { category: [] } };
}

/** The machine with its fetch answered from a list of `total` products; `failing` pages fail once. */
function pagesOf(total: number, failing: number[] = []) {
  const asked: number[] = [];
  const machine = cataloguePagesMachine.provide({
    actors: {
      loadPage: fromPromise<CataloguePage, CatalogueQuery>(async ({ input }) => {
        asked.push(input.page);
        const failure = failing.indexOf(input.page);
        if (failure >= 0) {
          failing.splice(failure, 1);
          throw new Error('HTTP 503: Service Unavailable');
        }
        return pageOf(input.page, total);
      }),
    },
  });
  return { machine, asked };
}

describe('catalogue pages machine', () => {
  it('starts ready with the pages at hand, and fetches nothing', () => {
    const { machine, asked } = pagesOf(60);
    const actor = createActor(machine, {
      input: { query: emptyCatalogueQuery, pages: [pageOf(1, 60)] },
    }).start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked).toEqual([]);
  });

  it('adds the next page on « Voir plus », until the last', async () => {
    const { machine, asked } = pagesOf(60);
    const actor = createActor(machine, {
      input: { query: emptyCatalogueQuery, pages: [pageOf(1, 60)] },
    }).start();
    actor.send({ type: 'catalogue.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.pages.length === 2);
    actor.send({ type: 'catalogue.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.pages.length === 3);
    expect(actor.getSnapshot().context.pages.flatMap((page) => page.products)).toHaveLength(60);
    actor.send({ type: 'catalogue.more' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked).toEqual([2, 3]);
  });

  it('keeps the pages when the next one fails, and tries it again on « Voir plus »', async () => {
    const { machine, asked } = pagesOf(60, [2]);
    const actor = createActor(machine, {
      input: { query: emptyCatalogueQuery, pages: [pageOf(1, 60)] },
    }).start();
    actor.send({ type: 'catalogue.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('moreFailed'));
    expect(actor.getSnapshot().context.pages).toHaveLength(1);
    actor.send({ type: 'catalogue.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.pages.length === 2);
    expect(asked).toEqual([2, 2]);
  });
});

describe('nextPageOf and hasMore', () => {
  it('follow the last page at hand', () => {
    const query = { ...emptyCatalogueQuery, page: 3 };
    expect(nextPageOf({ query, pages: [] })).toBe(3);
    expect(nextPageOf({ query, pages: [pageOf(3, 100), pageOf(4, 100)] })).toBe(5);
    expect(hasMore({ pages: [pageOf(4, 100)] })).toBe(true);
    expect(hasMore({ pages: [pageOf(5, 100)] })).toBe(false);
    expect(hasMore({ pages: [pageOf(1, 0)] })).toBe(false);
    expect(hasMore({ pages: [] })).toBe(false);
  });
});
