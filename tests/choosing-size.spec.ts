import type { Product as RawProduct } from '@aurele/storefront-contract';
import type { Page } from '@playwright/test';
import { cartLink, catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated } from './held-scripts.ts';
import { buyableVariant, chooseVariant } from './product-helpers.ts';
import { seededProduct } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// Issue 27, point 7: a size is the shopper's to choose, never chosen for them on arrival.

const sizes = (page: Page) => page.getByRole('main').getByRole('radiogroup', { name: 'Taille' });
const chooseSize = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Choisissez une taille', exact: true });
const addToCart = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });

/** Whether the store sells the product in several sizes. */
const sized = (product: RawProduct) => {
  const size = product.options?.find((option) => option.title === 'Taille');
  const values = new Set(
    product.variants.flatMap((variant) =>
      (variant.options ?? []).filter((option) => option.option_id === size?.id).map((option) => option.value),
    ),
  );
  return product.purchasable !== false && values.size > 1;
};

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('no size is selected on arrival; « Choisissez une taille » points at the sizes; a size chosen adds', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const product = seededProduct(await catalogue(request), sized, 'product in several sizes');
  const variant = buyableVariant(product);
  if (!variant) throw new Error(`${product.title} has a variant to buy`);
  // The server's page checks no size either.
  const served = await (
    await request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(served).not.toMatch(/<input[^>]*name="variant"[^>]*checked/);

  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  await expect(sizes(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await chooseSize(page).click();
  await expect(sizes(page).getByRole('radio').and(page.locator(':focus'))).toHaveCount(1);
  await expect(sizes(page)).toHaveAccessibleDescription(
    'Choisissez votre taille pour ajouter cette création au panier.',
  );
  await expect(cartLink(page)).toHaveAccessibleName('Panier, aucun article');
  await expect(page).not.toHaveURL(/variant=/);

  await chooseVariant(page, variant);
  await expect(page).toHaveURL(new RegExp(`variant=${variant.id}`));
  await addToCart(page).click();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
});

test('an address naming a variant opens on it, its size chosen', async ({ page, request }) => {
  const product = seededProduct(await catalogue(request), sized, 'product in several sizes');
  const variant = buyableVariant(product);
  await page.goto(`/product/${product.id}?variant=${variant?.id}`);
  await hydrated(page);
  await expect(sizes(page).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(addToCart(page)).toBeVisible();
});

test('a one-size product needs no choice', async ({ page, request }) => {
  const product = seededProduct(
    await catalogue(request),
    (candidate) => candidate.purchasable !== false && candidate.variants.length === 1,
    'one-variant product',
  );
  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  await expect(sizes(page)).toHaveCount(0);
  await expect(addToCart(page)).toBeVisible();
});

test('before the app runs, « Choisissez une taille » without a size stays on the page and adds nothing', async ({
  context,
  request,
  baseURL,
}) => {
  const product = seededProduct(await catalogue(request), sized, 'product in several sizes');
  const { page, scripts } = await earlyPage({ context });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await notHydrated(page);
  // The size chips are required: the browser itself refuses to send the form without one.
  await chooseSize(page).click();
  await expect(page).toHaveURL(`${baseURL}/product/${product.id}`);
  await scripts.release();
  await hydrated(page);
  await expect(cartLink(page)).toHaveAccessibleName('Panier, aucun article');
});

test('a size tapped before the app runs stays chosen once it runs', async ({ context, request }) => {
  const product = seededProduct(await catalogue(request), sized, 'product in several sizes');
  const variant = buyableVariant(product);
  if (!variant) throw new Error(`${product.title} has a variant to buy`);
  const { page, scripts } = await earlyPage({ context });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  await expect(sizes(page)).toBeVisible();
  await notHydrated(page);
  await chooseVariant(page, variant);
  await scripts.release();
  await hydrated(page);
  for (const value of (variant.options ?? []).map((option) => option.value)) {
    const chip = page.getByRole('main').getByRole('radio', { name: value, exact: true });
    if ((await chip.count()) > 0) await expect(chip).toBeChecked();
  }
  await expect(addToCart(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`variant=${variant.id}`));
});
