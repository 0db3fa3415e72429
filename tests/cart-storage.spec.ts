import type { Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Panier,/ });

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('the cart survives a reload', async ({ page, request, emulator: _seeded }) => {
  const products = await catalogue(request);
  const product = products.find(
    (candidate) =>
      candidate.purchasable && candidate.variants.some((variant) => (variant.inventory_quantity ?? 10) > 2),
  );
  const variant = product?.variants.find((candidate) => (candidate.inventory_quantity ?? 10) > 2);
  if (!product || !variant) throw new Error('The seed has no product in stock');

  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
