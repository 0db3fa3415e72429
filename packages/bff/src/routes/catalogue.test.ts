import type { CatalogueAnswer, SuggestionsAnswer } from '@aurele/shop-contract';
import { defaultBrandCollectionTable, defaultCollectionTable } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing/emulator.js';
import { testApp } from '../testing/test-app.js';

const emulator = useEmulator();

async function catalogue(app: ReturnType<typeof testApp>['app'], query = '') {
  const answer = await app.request(`/api/catalogue${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as CatalogueAnswer;
}

describe('GET /api/catalogue', () => {
  it('answers the first 24 of the whole catalogue, its total and its facets', async () => {
    const { app } = testApp(emulator);
    const answer = await app.request('/api/catalogue');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('etag')).toBeTruthy();
    const page = (await answer.json()) as CatalogueAnswer;
    expect(page).toMatchObject({ page: 1, pageSize: 24 });
    expect(page.total).toBeGreaterThan(24);
    expect(page.products).toHaveLength(24);
    expect(page.facets.size?.length).toBeGreaterThan(0);
    expect(page.facets.colour?.length).toBeGreaterThan(0);
    expect(page.facets.price?.min).toBeLessThan(page.facets.price?.max ?? 0);
    // A tile carries only what a card shows.
    expect(Object.keys(page.products[0] ?? {}).sort()).toEqual(
      [
        'brand',
        'colours',
        'displayVariantAvailable',
        'displayVariantId',
        'id',
        'image',
        'price',
        'purchasable',
        'ribbon',
        'secondImage',
        'subtitle',
        'title',
        'variantCount',
      ].sort(),
    );
  });

  it('narrows by a facet value and counts as many as it lists', async () => {
    const { app } = testApp(emulator);
    const whole = await catalogue(app);
    const size = whole.facets.size?.find(({ count }) => count > 0 && count < whole.total);
    if (!size) throw new Error('the emulator has no size to filter on');
    const bySize = await catalogue(app, `?size=${encodeURIComponent(size.value)}`);
    expect(bySize.total).toBe(size.count);
    // The size facet leaves its own choice out: the other sizes keep their counts.
    expect(bySize.facets.size).toEqual(whole.facets.size);
  });

  it('reads the storefront once for many queries', async () => {
    const { app, upstream } = testApp(emulator);
    await catalogue(app, '?category=femme');
    const calls = upstream.calls.length;
    await catalogue(app, '?category=homme&sort=price-low');
    await catalogue(app, '?search=robe&page=2');
    expect(upstream.calls.length).toBe(calls);
  });

  it("files products under the web build's collection table, not the emulator's", async () => {
    const { app } = testApp(emulator);
    const homme = await catalogue(app, '?category=homme');
    const swapped = testApp(emulator, {
      deps: {
        catalogueTables: {
          collections: { ...defaultCollectionTable, femme: defaultCollectionTable.homme },
          brandCollections: defaultBrandCollectionTable,
        },
      },
    });
    const femme = await catalogue(swapped.app, '?category=femme');
    expect(femme.total).toBe(homme.total);
    expect(femme.products.map(({ id }) => id)).toEqual(homme.products.map(({ id }) => id));
  });

  it('answers an empty page past the end, not an error', async () => {
    const { app } = testApp(emulator);
    const page = await catalogue(app, '?page=500');
    expect(page.products).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it('refuses an unknown parameter or a bad value with the usual JSON error, before any storefront call', async () => {
    const { app, upstream } = testApp(emulator);
    for (const [query, message] of [
      ['?utm_source=mail', 'Paramètre de requête non autorisé.'],
      ['?page=-1', 'Paramètre de requête invalide.'],
      ['?sort=price&sort=newest', 'Paramètre de requête répété.'],
    ]) {
      const answer = await app.request(`/api/catalogue${query}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: { status: 400, message } });
    }
    expect(upstream.calls).toEqual([]);
  });
});

describe('GET /api/suggestions', () => {
  it('suggests products, categories and brands for typed text, accents and case aside', async () => {
    const { app } = testApp(emulator);
    const answer = await app.request('/api/suggestions?q=ROBE');
    expect(answer.status).toBe(200);
    const suggestions = (await answer.json()) as SuggestionsAnswer;
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(6);
    for (const product of suggestions.products) expect(product.title.toLowerCase()).toContain('robe');
    // As many as the search for the same text shows.
    const searched = (await (await app.request('/api/catalogue?search=ROBE')).json()) as CatalogueAnswer;
    expect(suggestions.total).toBe(searched.total);
    expect(suggestions.total).toBeGreaterThan(0);
    const accented = (await (await app.request('/api/suggestions?q=echarpe')).json()) as SuggestionsAnswer;
    expect(accented.products.some(({ title }) => title.startsWith('Écharpe'))).toBe(true);
    const brands = (await (await app.request('/api/suggestions?q=guc')).json()) as SuggestionsAnswer;
    expect(brands.brands).toEqual(['gucci']);
  });

  it('suggests nothing for no text', async () => {
    const { app } = testApp(emulator);
    expect(await (await app.request('/api/suggestions')).json()).toEqual({
      products: [],
      categories: [],
      brands: [],
      total: 0,
    });
  });
});
