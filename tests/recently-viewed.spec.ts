import type { Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { catalogue } from './catalogue-helpers.ts';
import { expect, test, waitForTheApp } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/** Issue 27, point 5: « Vus récemment », the products this browser opened last, kept in it only. */

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

const rail = (page: Page) => page.getByRole('list', { name: 'Créations vues récemment' });
const titlesIn = (page: Page) => rail(page).getByRole('heading', { level: 3 });

/** The product this browser saw last, as the page wrote it once it showed the product. */
const lastSeen = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { productId: string }[])[0]?.productId,
    storageKeys.recentlyViewed,
  );

async function scrollToRail(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(rail(page)).toBeVisible();
}

test('after two products, the second’s page shows the first; the empty cart shows both, latest first; another tab follows', async ({
  context,
  page,
  request,
  emulator: _seeded,
}) => {
  const [first, second, third] = await catalogue(request);
  if (!first || !second || !third) throw new Error('the seed has three products');
  // Another tab, open on the empty cart before anything was seen: nothing to show yet.
  const other = await context.newPage();
  await chatAlreadyOpened(other);
  waitForTheApp(other);
  await other.goto('/cart');
  await expect(other.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
  await expect(rail(other)).toHaveCount(0);

  await page.goto(`/product/${first.id}`);
  await expect.poll(() => lastSeen(page)).toBe(first.id);
  await page.goto(`/product/${second.id}`);
  await scrollToRail(page);
  // Not the product shown.
  await expect(titlesIn(page)).toHaveText([first.title]);

  await page.goto('/cart');
  await scrollToRail(page);
  await expect(titlesIn(page)).toHaveText([second.title, first.title]);
  await rail(page).getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.id}`));
  // The page notes the view once it shows the product: leaving before would lose it.
  await expect.poll(() => lastSeen(page)).toBe(first.id);

  // A search that finds nothing offers them too.
  await page.goto('/shop?search=zzqxw');
  await expect(page.getByRole('heading', { name: /Aucun résultat pour/ })).toBeVisible();
  await scrollToRail(page);
  await expect(titlesIn(page)).toHaveText([first.title, second.title]);

  // The other tab's empty cart follows, the latest first.
  await page.goto(`/product/${third.id}`);
  await scrollToRail(other);
  await expect(titlesIn(other)).toHaveText([third.title, first.title, second.title]);
});

test('a product the store no longer sells drops out quietly', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const [product] = await catalogue(request);
  if (!product) throw new Error('the seed has a product');
  const gone = {
    productId: 'prod_inconnu',
    variantId: null,
    name: 'Pièce retirée',
    brand: null,
    priceInCents: 1000,
    currency: 'EUR',
    image: null,
  };
  await page.addInitScript(
    ([key, entry]) => {
      if (!localStorage.getItem(key as string)) localStorage.setItem(key as string, JSON.stringify([entry]));
    },
    [storageKeys.recentlyViewed, gone] as const,
  );
  await page.goto('/product/prod_inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Erreur de chargement' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.recentlyViewed))
    .toBe('[]');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByText('Pièce retirée')).toHaveCount(0);
});
