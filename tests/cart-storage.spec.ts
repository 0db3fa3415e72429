import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { cartLink, catalogue, openCartPage } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { stockedVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('the cart survives a reload', async ({ page, request, emulator: _seeded }) => {
  const { product, variant } = stockedVariant(await catalogue(request));

  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
  await openCartPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: product.title }).first()).toBeVisible();
});

test('unreadable stored data is ignored: the pages work with an empty cart and wishlist', async ({
  page,
}) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((stored) => {
    localStorage.setItem(stored.cart, '{not json');
    localStorage.setItem(stored.wishlist, JSON.stringify([{ bogus: true }]));
  }, storageKeys);

  await page.goto('/cart');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, aucun article');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Favoris,/ })).toHaveAccessibleName(
    'Favoris, aucun article',
  );
  expect(errors).toEqual([]);
  expect(warnings.some((warning) => warning.includes(storageKeys.cart))).toBe(true);
});
