import { createApp, loadConfig } from '@aurele/bff';
import type { CatalogueAnswer } from '@aurele/shop-contract';
import { createEmulator, DEFAULT_STORE_ID } from '@aurele/storefront-emulator/in-memory';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './entry';

// The server render through the seam the BFF is given: the BFF's own app over the emulator in memory, its data
// pages drawn by this entry's renderer, as `npm start` serves them (the page template aside).

const origin = 'https://boutique.test';
const template = '<html><head><title>Maison Aurèle</title></head><body><div id="root"></div></body></html>';

function shop() {
  const emulator = createEmulator();
  const config = loadConfig({
    STOREFRONT_API_URL: 'https://storefront.test.invalid',
    STOREFRONT_STORE_ID: DEFAULT_STORE_ID,
  });
  return createApp(
    { ...config, publicOrigin: origin },
    {
      fetch: async (input, init) => emulator.api.fetch(new Request(input, init)),
      renderPage: createPageRenderer(template),
      log: () => {},
    },
  );
}

const html = { headers: { accept: 'text/html' } };

/** A page's text as a shopper reads it: React's entities undone. */
const readable = (page: string) =>
  page
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** What the page hands the browser's router: the JSON block's loader data, and the failures it was drawn with. */
function pageData(page: string): { loaderData: Record<string, unknown>; errors?: Record<string, unknown> } {
  const block = page.match(/<script type="application\/json" id="[^"]*">([^<]*)<\/script>/)?.[1];
  if (block === undefined) throw new Error('the page has no data block');
  return JSON.parse(block);
}

async function catalogue(app: ReturnType<typeof shop>, query = ''): Promise<CatalogueAnswer> {
  return (await app.request(`/api/catalogue${query}`)).json();
}

describe('the data pages rendered by the BFF with this renderer', () => {
  it('draws a product page with its title, and hands the browser the product it loaded', async () => {
    const app = shop();
    const [tile] = (await catalogue(app)).products;
    if (!tile) throw new Error('the emulator has no product');
    const answer = await app.request(`/product/${tile.id}`, html);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(readable(page.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '')).toBe(tile.title);
    expect(readable(page)).toContain(`<title>${tile.title}`);
    expect(page).toContain(`<link rel="canonical" href="${origin}/product/${tile.id}"`);
    expect(JSON.stringify(pageData(page).loaderData)).toContain(`"id":"${tile.id}"`);
  });

  it("draws /shop's first page for the address's query, the tiles the API answers for it", async () => {
    const app = shop();
    const femme = await catalogue(app, '?category=femme&sort=price-low');
    const page = readable(await (await app.request('/shop?category=femme&sort=price-low', html)).text());
    for (const tile of femme.products) expect(page).toContain(tile.title);
    const [other] = (await catalogue(app, '?category=homme')).products.filter(
      ({ id }) => !femme.products.some((shown) => shown.id === id),
    );
    if (!other) throw new Error('the emulator has no product outside « Femme »');
    expect(page).not.toContain(`/product/${other.id}"`);
  });

  it("draws an unknown product as the page's failure, sent with a 404, the failure handed to the browser", async () => {
    const answer = await shop().request('/product/prod_inconnu', html);
    expect(answer.status).toBe(404);
    const page = await answer.text();
    expect(readable(page.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '')).toBe('Erreur de chargement');
    expect(readable(page)).toContain("Le produit n'a pas pu être chargé: HTTP 404: Not Found");
    expect(pageData(page).errors).toEqual({ product: { status: 404, statusText: 'Not Found' } });
  });
});
