import type { Page } from '@playwright/test';
import { addedDrawer, cartLink, catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated } from './held-scripts.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * Issue 27, points 2 and 7: a size is added from the card itself, through a picker that offers only what can be
 * bought; the wishlist adds through the same picker, never a sold-out variant.
 */

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

// The seed's wrap dress: 36 / Ivoire sold out, 38 and 40 in stock — the wishlist's refusal of issue 27.
const dress = 'Robe portefeuille en soie';

const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Produits' }).getByRole('article', { name: title });
const picker = (page: Page) => page.getByRole('dialog', { name: dress });

async function dressId(request: Parameters<typeof catalogue>[0]) {
  const product = (await catalogue(request)).find((candidate) => candidate.title === dress);
  if (!product) throw new Error(`the seed has no ${dress}`);
  return product.id;
}

test('« Ajout rapide » on a card adds a size in stock and opens the drawer; a sold-out size cannot be pressed', async ({
  page,
  emulator: _seeded,
}) => {
  await page.goto(`/shop?search=${encodeURIComponent(dress)}`);
  await card(page, dress).getByRole('button', { name: 'Ajout rapide' }).click();
  const sizes = picker(page).getByRole('group', { name: 'Choisissez votre taille' });
  await expect(sizes.getByRole('button', { name: '36, épuisé' })).toBeDisabled();
  await expect(sizes.getByRole('button', { name: '38', exact: true })).toBeEnabled();
  // The dress in bordeaux: its own sizes.
  await picker(page).getByRole('radio', { name: 'Bordeaux' }).check();
  await expect(sizes.getByRole('button', { name: '36', exact: true })).toBeEnabled();
  await picker(page).getByRole('radio', { name: 'Ivoire' }).check();
  await sizes.getByRole('button', { name: '38', exact: true }).click();

  await expect(addedDrawer(page)).toHaveAccessibleDescription(`${dress} (38 / Ivoire) rejoint votre panier.`);
  await expect(picker(page)).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
});

test('on a phone the picker is a sheet from the bottom', async ({ page, emulator: _seeded }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shop?search=${encodeURIComponent(dress)}`);
  await card(page, dress).getByRole('button', { name: 'Ajout rapide' }).click();
  await expect(picker(page).getByRole('button', { name: '38', exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const box = await picker(page).boundingBox();
      return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([0, 390, 844]);
  await page.keyboard.press('Escape');
  await expect(picker(page)).toHaveCount(0);
  await expect(card(page, dress).getByRole('button', { name: 'Ajout rapide' })).toBeFocused();
});

test('before the app runs, « Ajout rapide » is a link to the product page', async ({ context, request }) => {
  const id = await dressId(request);
  const { page, scripts } = await earlyPage({ context });
  await page.goto(`/shop?search=${encodeURIComponent(dress)}`, { waitUntil: 'commit' });
  const link = card(page, dress).getByRole('link', { name: 'Ajout rapide' });
  await expect(link).toBeVisible();
  await notHydrated(page);
  await scripts.release();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: dress })).toBeVisible();
});

test('the wishlist adds an in-stock size of a product whose saved variant is sold out', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const id = await dressId(request);
  // Saved on its first variant, 36 / Ivoire, sold out since.
  await page.goto(`/product/${id}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await page.goto('/wishlist');
  await page.getByRole('article', { name: dress }).getByRole('button', { name: 'Ajouter au panier' }).click();
  const sizes = picker(page).getByRole('group', { name: 'Choisissez votre taille' });
  await expect(sizes.getByRole('button', { name: '36, épuisé' })).toBeDisabled();
  await sizes.getByRole('button', { name: '40', exact: true }).click();

  await expect(addedDrawer(page)).toHaveAccessibleDescription(
    /^Robe portefeuille en soie \(40 \/ \w+\) rejoint/,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Votre liste de favoris est vide' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
});
