import { catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { panelSubmit } from './product-helpers.ts';
import { seededProduct } from './seeded-products.ts';

/** A tag's attribute, as a crawler reads the HTML with no script run. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
}

test.describe('the BFF renders the data pages with their data', () => {
  test('a product page carries its title, description, canonical, card and structured data', async ({
    request,
  }) => {
    // Its title has no character the HTML escapes, so its tags read it back as it is.
    const product = seededProduct(
      await catalogue(request),
      (candidate) => Boolean(candidate.variants[0]?.prices[0]) && !/[&"'<>]/.test(candidate.title),
      'priced product',
    );
    const answer = await request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
    const html = await answer.text();
    expect(html).toContain(`<h1`);
    expect(html).toMatch(/<title>[^<]+ — Maison Aurèle<\/title>/);
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160 + 20); // entities such as &#x27; count for one character
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/product/${product.id}$`));
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
    // A structured-data checker fails a product card whose picture is not described.
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(product.title);
    expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(product.title);
    expect(metaContent(html, 'property', 'og:locale')).toBe('fr_FR');
    expect(metaContent(html, 'property', 'product:price:amount')).toMatch(/^\d+\.\d{2}$/);
    expect(metaContent(html, 'property', 'product:price:currency')).toMatch(/^[A-Z]{3}$/);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? '[]',
    );
    expect(jsonLd.map((entry: { '@type': string }) => entry['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ name: product.title, offers: { '@type': 'Offer' } });
  });

  for (const path of ['/', '/shop?category=femme']) {
    test(`${path} shares the house's picture, described, in French`, async ({ request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const image = metaContent(html, 'property', 'og:image');
      expect(image).toMatch(/^https?:\/\/[^/]+\/share-image\.png$/);
      expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
      const alt = 'Maison Aurèle — mode de luxe accessible pour femme, homme et enfant';
      expect(metaContent(html, 'property', 'og:image:alt')).toBe(alt);
      expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(alt);
      expect(metaContent(html, 'property', 'og:locale')).toBe('fr_FR');
      const picture = await request.get('/share-image.png');
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    });
  }

  test('the app takes a rendered product page over without fetching the product again; the stock it asks for', async ({
    page,
    request,
  }) => {
    const product = seededProduct(
      await catalogue(request),
      (candidate) => candidate.purchasable !== false,
      'product to buy',
    );
    const calls: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    // The stock comes from the browser's own call; the add button waits for it.
    await expect(panelSubmit(page)).toBeEnabled();
    expect(calls).toContain('/api/variants');
    expect(calls).not.toContain(`/api/products/${product.id}`);
  });

  test('/shop with a category shows its first products before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto('/shop?category=femme&sort=price-high');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collection Femme');
    await expect(page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/shop\?category=femme$/,
    );
    await context.close();
  });

  test('with scripts turned off, the cart and the wishlist say why they cannot show', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/cart', '/wishlist']) {
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toBeVisible();
      await expect(page.getByText(/^Cette page a besoin de JavaScript/)).toBeVisible();
    }
    await context.close();
  });

  test("an unknown product answers 404 with the product page's failure, handed to the app", async ({
    request,
  }) => {
    const answer = await request.get('/product/prod_does_not_exist', { headers: { accept: 'text/html' } });
    expect(answer.status()).toBe(404);
    const page = await answer.text();
    expect(page).toContain('Erreur de chargement');
    expect(page).toContain('HTTP 404: Not Found');
    expect(page).toContain('"errors":{"product":{"status":404,"statusText":"Not Found"}}');
  });
});
