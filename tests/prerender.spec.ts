import type { Page } from '@playwright/test';
import { header, logIn } from './account-helpers.ts';
import { catalogue, closeAddedDrawer } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './held-scripts.ts';
import { buyableVariant, chooseVariant } from './product-helpers.ts';
import { firstProduct, seededProduct } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * Pages whose whole content is known at build time (or rendered by the BFF): their HTML shows it before any script
 * runs.
 */
const staticPages = [
  ['/about', 'Notre maison'],
  ['/faq', 'Questions fréquentes'],
  ['/size-guide', 'Guide des tailles'],
  ['/contact', 'Nous contacter'],
  ['/track-order', 'Suivre ma commande'],
  ['/shop', 'Toutes nos collections'],
  ['/cart', 'Votre panier'],
] as const;

/** Script elements a browser would run: data blocks (JSON, JSON-LD) are never run, so the CSP lets them be. */
const executableScripts = /<script(?![^>]*type="application\/(?:ld\+)?json")/g;

test.describe('the HTML of every page is written at build time', () => {
  for (const [path, heading] of staticPages) {
    test(`${path} shows its heading and its title without JavaScript, and carries no inline script`, async ({
      request,
    }) => {
      const answer = await request.get(path, { headers: { accept: 'text/html' } });
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`<title>${heading.replace('&', '&amp;')} — Maison Aurèle</title>`);
      expect(html.match(executableScripts)).toHaveLength(1);
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    });
  }

  test('an unknown address answers 404 with the French page, a product address 200 with its page', async ({
    page,
    request,
  }) => {
    const missing = await page.goto('/nulle-part/ici');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page s'est éclipsée");
    const product = firstProduct(await catalogue(request));
    const found = await page.goto(`/product/${product.id}`);
    expect(found?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  });
});

test('an unknown address is the French 404 page for any client but one that asks only for JSON', async ({
  request,
}) => {
  // curl and many crawlers send `*/*`, some nothing at all: they read a page, as a browser does.
  for (const accept of ['*/*', 'text/html', undefined]) {
    const answer = await request.get('/une-adresse-disparue', { headers: accept ? { accept } : {} });
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('Cette page s&#x27;est éclipsée');
  }
  const json = await request.get('/une-adresse-disparue', { headers: { accept: 'application/json' } });
  expect(json.status()).toBe(404);
  expect(await json.json()).toEqual({ error: { status: 404, message: 'Ressource introuvable.' } });
  const api = await request.get('/api/nulle-part', { headers: { accept: '*/*' } });
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toMatch(/^application\/json/);
});

test('a page opened with a query string shows it once the app has taken the page over', async ({ page }) => {
  // The BFF renders /shop with its query; the navigation marks the current category once the app has hydrated.
  await page.goto('/shop?category=femme');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collection Femme');
  const mainNavigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(mainNavigation.getByRole('link', { name: 'Femme' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNavigation.getByRole('link', { name: 'Homme' })).not.toHaveAttribute('aria-current');
  // A parameter the page does not read gets the prerendered /shop, which knows no query string: the app draws
  // « Femme » as soon as it hydrates.
  await page.goto('/shop?category=femme&utm_source=lettre');
  await expect(page.locator('script#page-data')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collection Femme');
});

test('/auth with a parameter it does not read is the prerendered choice, then the step its address names', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/auth?mode=admin&utm_source=lettre');
  await expect(page.locator('script#page-data')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion administrateur');
  expect(errors).toEqual([]);
});

/** Console errors and uncaught exceptions: a hydration mismatch, a CSP violation, a crash. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a signed-in shopper with a cart, favourites and the chat open takes over every page without an error', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  test.setTimeout(120_000);
  await chatAlreadyOpened(page);
  const errors = watchErrors(page);
  const product = seededProduct(
    await catalogue(request),
    (candidate) => candidate.purchasable !== false,
    'product to buy',
  );

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await hydrated(page);
  const variant = buyableVariant(product);
  if (variant) await chooseVariant(page, variant);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await closeAddedDrawer(page);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  await page.goto('/auth');
  await logIn(page, 'Espace client', 'camille.lambert@example.be');
  await expect(header(page).getByRole('button', { name: 'Mon espace, Camille' })).toBeVisible();

  for (const path of [
    '/',
    '/shop',
    '/shop?category=femme',
    '/shop?category=femme&sort=price-asc',
    `/product/${product.id}`,
    `/product/${product.id}?variant=${product.variants[0]?.id}`,
    '/cart',
    '/wishlist',
    '/account',
    '/orders',
    '/faq',
    '/contact',
    '/track-order',
    '/return-portal',
    '/auth',
    '/auth?mode=client',
    '/auth?mode=client&view=register',
    '/auth?mode=admin',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The data pages are the BFF's, rendered with their data; /auth with its step.
    const rendered = path === '/' || /^\/(shop|product\/|auth)/.test(path);
    await expect(page.locator('script#page-data')).toHaveCount(rendered ? 1 : 0);
    await expect(header(page).getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Favoris, 1 article' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Mon espace, Camille' })).toBeVisible();
    expect(errors, path).toEqual([]);
  }
});
