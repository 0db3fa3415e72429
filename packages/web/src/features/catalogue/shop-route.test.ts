import type { CatalogueQuery, PageAnswers } from '@aurele/shop-contract';
import { RouterContextProvider, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageAnswersContext } from '../../shared/route-data/page-answers-context';
import { aCatalogueAnswer, aTile } from '../../testing/storefront-fixtures';
import { shopLoader, shopShouldRevalidate } from './shop-route';

/** Whether the router loads `/shop` again on the way from one address to the next. */
function loadsAgain(from: string, to: string): boolean {
  const base = 'https://maison-aurele.test';
  return shopShouldRevalidate({
    currentUrl: new URL(from, base),
    nextUrl: new URL(to, base),
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);
}

describe('shopShouldRevalidate', () => {
  it('keeps the list when the address asks for the same page of it', () => {
    expect(loadsAgain('/shop?size=M&price_min=&price_max=', '/shop?size=M')).toBe(false);
    expect(loadsAgain('/shop?size=M&page=2&utm_source=x', '/shop?size=M&page=2')).toBe(false);
  });

  it('loads another list, the next page (« Voir plus »), an earlier one, and the same address again', () => {
    expect(loadsAgain('/shop?size=M', '/shop?size=L')).toBe(true);
    expect(loadsAgain('/shop?size=M', '/shop?size=M&page=2')).toBe(true);
    expect(loadsAgain('/shop?size=M&page=3', '/shop?size=M&page=2')).toBe(true);
    expect(loadsAgain('/shop?size=M', '/shop?size=M')).toBe(true);
  });
});

describe('shopLoader', () => {
  it('asks for the page its address names and hands the page the shop’s summaries', async () => {
    const asked: CatalogueQuery[] = [];
    const answers: PageAnswers = {
      catalogue: async (query) => {
        asked.push(query);
        return aCatalogueAnswer([aTile({ id: 'prod_25', ribbon: 'Nouveau' })], { page: 2, total: 30 });
      },
      product: () => Promise.reject(new Error('not asked')),
    };
    const context = new RouterContextProvider(new Map([[pageAnswersContext, answers]]));
    const request = new Request('https://maison-aurele.test/shop?category=femme&page=2&price_min=');
    const page = await shopLoader({
      request,
      context,
      params: {},
      url: new URL(request.url),
      pattern: '/shop',
    });

    expect(asked).toMatchObject([{ category: 'femme', page: 2 }]);
    expect(page).toMatchObject({ page: 2, total: 30, pageSize: 24 });
    expect(page.products).toMatchObject([{ id: 'prod_25', ribbon_text: 'Nouveau' }]);
  });
});
