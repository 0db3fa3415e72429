import { emptyCatalogueQuery } from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { aCatalogueAnswer, aRawProduct } from '../testing/storefront-fixtures';
import { createStorefrontClient } from './client';
import { createPageAnswers } from './page-answers';

describe('page answers in the browser', () => {
  it('asks the BFF’s API and gives its answers as they are, for the same loaders as the server', async () => {
    const asked: string[] = [];
    const answer = aCatalogueAnswer([]);
    const product = aRawProduct({ id: 'prod 1' });
    const answers = createPageAnswers(
      createStorefrontClient(async (url) => {
        asked.push(url);
        return Response.json(url.startsWith('/api/catalogue') ? answer : { product });
      }),
    );
    const signal = new AbortController().signal;
    expect(await answers.catalogue({ ...emptyCatalogueQuery, size: ['M'], page: 2 }, signal)).toEqual(answer);
    expect(await answers.product('prod 1', signal)).toEqual({ product });
    expect(asked).toEqual(['/api/catalogue?size=M&page=2', '/api/products/prod%201']);
  });
});
