import type { Page } from '@playwright/test';
import { catalogue, wishlistLink } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated, pageModule, theApp } from './held-scripts.ts';
import { seededProduct } from './seeded-products.ts';

/**
 * Clicks on controls that need the app (neither links nor forms), made while the page loads, take effect once it
 * has: each once, in order. Two windows: before the app runs (its script held back; the page's first script keeps
 * the clicks), and once the app runs but the page's own module still downloads (each route's page loads lazily;
 * the header is already the app's).
 */
const windows = [
  {
    name: 'before the app runs',
    held: () => theApp,
    // The page's first script has run once the page is parsed.
    ready: async (page: Page) => notHydrated(page),
  },
  {
    name: 'while the page itself loads',
    held: pageModule,
    // « Explorer » is a menu button, no longer a link: the app runs, and answers clicks now.
    ready: async (page: Page) => {
      await expect(page.getByRole('banner').getByRole('button', { name: 'Explorer' })).toBeVisible();
      await notHydrated(page);
    },
  },
];

for (const { name, held, ready } of windows) {
  test.describe(`clicked ${name}`, () => {
    test('product page: the gallery twice and « Ajouter aux favoris »', async ({ context, request }) => {
      const product = seededProduct(
        await catalogue(request),
        (candidate) => (candidate.images?.length ?? 0) >= 3,
        'product with three images',
      );
      const { page, scripts } = await earlyPage({ context }, held('product-page'));
      await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
      await ready(page);
      await page.getByRole('button', { name: 'Image suivante' }).click();
      await page.getByRole('button', { name: 'Image suivante' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' }).click();
      await scripts.release();
      await hydrated(page);
      await expect(page.getByRole('button', { name: /^Image 3 sur/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(page.getByRole('main').getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
      await expect(wishlistLink(page)).toHaveAccessibleName(/^Favoris, 1 /);
    });

    test('/shop: the list view and a heart', async ({ context }) => {
      const { page, scripts } = await earlyPage({ context }, held('shop-page'));
      await page.goto('/shop', { waitUntil: 'domcontentloaded' });
      await ready(page);
      const firstHeart = page
        .getByRole('main')
        .getByRole('button', { name: /aux favoris$/ })
        .first();
      const heart = page
        .getByRole('main')
        .getByRole('button', { name: (await firstHeart.getAttribute('aria-label')) ?? '' });
      await page.getByRole('button', { name: 'Afficher en liste' }).click();
      await heart.click();
      await scripts.release();
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Afficher en liste' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(wishlistLink(page)).toHaveAccessibleName(/^Favoris, 1 /);
    });

    test('/size-guide: two tabs, the last one chosen', async ({ context }) => {
      const { page, scripts } = await earlyPage({ context }, held('size-guide-page'));
      await page.goto('/size-guide', { waitUntil: 'domcontentloaded' });
      await ready(page);
      await page.getByRole('tab', { name: 'Homme' }).click();
      await page.getByRole('tab', { name: 'Enfant' }).click();
      await scripts.release();
      await hydrated(page);
      await expect(page.getByRole('tab', { name: 'Enfant' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('table', { name: 'Tailles enfant' })).toBeVisible();
    });
  });
}
