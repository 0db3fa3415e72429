import { emptyCatalogueQuery } from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { aCatalogueAnswer, aRawProduct, aTile } from '../testing/storefront-fixtures';
import { createStorefrontClient } from './client';
import { toCataloguePage } from './map-tile';
import { createPageAnswers } from './page-answers';
import type { FetchLike } from './request-json';
import { createShopApi } from './shop-api';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers by path and records every call. */
function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const answer = answers[url.split('?')[0] ?? url];
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return answer();
  };
  const client = createStorefrontClient(fetchImpl);
  return { calls, api: createShopApi(client), answers: createPageAnswers(client) };
}

const json = (body: unknown) => () => Response.json(body);

describe('shop API over the BFF', () => {
  it('asks /api/catalogue for a query; its tiles map to the shop’s summaries', async () => {
    const tile = {
      id: 'prod_1',
      title: 'Robe',
      subtitle: null,
      ribbon: 'Nouveau',
      brand: 'gucci',
      image: null,
      price: { amount: 9900, sale_amount: 7900, currency_code: 'eur' },
      purchasable: true,
      displayVariantId: 'variant_1',
      displayVariantAvailable: true,
      variantCount: 2,
    };
    const { calls, answers } = fakeFetch({
      '/api/catalogue': json({
        query: {},
        total: 30,
        page: 2,
        pageSize: 24,
        products: [tile],
        facets: { category: [] },
      }),
    });
    const answer = await answers.catalogue(
      { ...emptyCatalogueQuery, category: 'femme', size: ['S', 'M'], page: 2 },
      new AbortController().signal,
    );
    const page = toCataloguePage(answer);
    expect(calls.map((call) => call.url)).toEqual(['/api/catalogue?category=femme&size=S&size=M&page=2']);
    expect(page).toMatchObject({ total: 30, page: 2 });
    expect(page.products).toEqual([
      {
        id: 'prod_1',
        title: 'Robe',
        subtitle: null,
        ribbon_text: 'Nouveau',
        brand: 'gucci',
        image: null,
        price: {
          price_in_cents: 9900,
          sale_price_in_cents: 7900,
          currency: 'EUR',
          currency_info: { code: 'EUR' },
        },
        purchasable: true,
        display_variant_id: 'variant_1',
        display_variant_available: true,
        variant_count: 2,
        // An answer cached from before tiles carried them.
        colours: [],
        second_image: null,
      },
    ]);
  });

  it('asks /api/suggestions for typed text, keeping the universes and brands the shop has a view of', async () => {
    const { calls, api } = fakeFetch({
      '/api/suggestions': json({
        products: [
          {
            id: 'prod_1',
            title: 'Robe en soie',
            brand: 'gucci',
            image: null,
            price: { amount: 39000, currency_code: 'eur' },
          },
          { id: 'prod_2', title: 'Robe sur mesure', brand: null, image: null, price: null },
        ],
        categories: ['femme', 'soldes'],
        brands: ['gucci', 'atelier-local'],
        total: 14,
      }),
    });
    const controller = new AbortController();
    const suggestions = await api.loadSuggestions('robe & soie', controller.signal);
    expect(calls.map((call) => call.url)).toEqual(['/api/suggestions?q=robe+%26+soie']);
    expect(calls[0]?.init.signal).toBe(controller.signal);
    expect(suggestions).toEqual({
      products: [
        {
          id: 'prod_1',
          title: 'Robe en soie',
          brand: 'gucci',
          image: null,
          price: {
            price_in_cents: 39000,
            sale_price_in_cents: null,
            currency: 'EUR',
            currency_info: { code: 'EUR' },
          },
        },
        { id: 'prod_2', title: 'Robe sur mesure', brand: null, image: null, price: null },
      ],
      categories: ['femme'],
      brands: ['gucci'],
      total: 14,
    });
  });

  it('loads some products by id with their stock, and calls nothing for none', async () => {
    const { calls, api } = fakeFetch({
      '/api/products': json({ products: [aRawProduct()], count: 1, offset: 0, limit: 100 }),
      '/api/variants': json({ variants: [{ id: 'var_1', inventory_quantity: 2 }] }),
    });
    expect(await api.loadProductsWithStock([])).toEqual([]);
    expect(calls).toEqual([]);
    const [product] = await api.loadProductsWithStock(['prod_1', 'a b']);
    expect(product?.variants[0]?.inventory_quantity).toBe(2);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/products?ids[]=prod_1&ids[]=a%20b',
      '/api/variants?fields=inventory_quantity&product_ids[]=prod_1&product_ids[]=a%20b',
    ]);
  });

  it('carries the BFF’s error code, e.g. a checkout refused for stock', async () => {
    const { api } = fakeFetch({
      '/api/checkout': () =>
        Response.json(
          { error: { status: 409, message: 'Not enough stock', code: 'insufficient_inventory' } },
          { status: 409, statusText: 'Conflict' },
        ),
    });
    const body = { items: [{ variant_id: 'v', quantity: 2 }], locale: 'fr-FR', timeZone: 'Europe/Brussels' };
    await expect(api.startCheckout(body)).rejects.toMatchObject({
      message: 'HTTP 409: Conflict',
      status: 409,
      code: 'insufficient_inventory',
    });
  });

  it('posts a checkout as JSON and gives back the payment page address', async () => {
    const { calls, api } = fakeFetch({ '/api/checkout': json({ url: 'https://pay.example.test/s/1' }) });
    const body = { items: [{ variant_id: 'v', quantity: 2 }], locale: 'fr-FR', timeZone: 'Europe/Brussels' };
    expect(await api.startCheckout(body)).toBe('https://pay.example.test/s/1');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
  });

  it('raises « HTTP {status}: {statusText} » on any non-success answer', async () => {
    const { api } = fakeFetch({
      '/api/products/missing/related': () => new Response('{}', { status: 404, statusText: 'Not Found' }),
    });
    await expect(api.loadRelated('missing')).rejects.toThrow(/^HTTP 404: Not Found$/);
  });

  it('asks for « Vous aimerez aussi » by product id', async () => {
    const { calls, api } = fakeFetch({
      '/api/products/prod%201/related': json({ products: [aTile({ id: 'prod_2', title: 'Jupe' })] }),
    });
    const related = await api.loadRelated('prod 1');
    expect(related.map(({ id, title }) => [id, title])).toEqual([['prod_2', 'Jupe']]);
    expect(calls.map((call) => call.url)).toEqual(['/api/products/prod%201/related']);
  });

  it('passes the abort signal on', async () => {
    const { calls, answers } = fakeFetch({
      '/api/catalogue': json(aCatalogueAnswer([])),
    });
    const controller = new AbortController();
    await answers.catalogue(emptyCatalogueQuery, controller.signal);
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});
