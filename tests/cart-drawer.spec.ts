import type { Product as RawProduct } from '@aurele/storefront-contract';
import type { Page } from '@playwright/test';
import {
  addedDrawer,
  byOrder,
  cartLink,
  catalogue,
  euros,
  payable,
  spaced,
  viewCartFromDrawer,
} from './catalogue-helpers.ts';
import { expect, test, waitForTheApp } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated } from './held-scripts.ts';
import { smallStock, stockedVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * Issue 27, point 1: an add opens the cart drawer, the cart at hand without leaving the page; the header's bag
 * opens it too once the app runs.
 */

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

const addButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Votre panier' });

/** A variant with stock, added from its product page (once the app runs): the drawer opens on it. */
async function addAStockedVariant(page: Page, products: RawProduct[]) {
  const { product, variant } = stockedVariant(products);
  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await addButton(page).click();
  return { product, variant };
}

test('an add from the product page opens the drawer on the line and the total; Escape gives the focus back', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const { product, variant } = await addAStockedVariant(page, await catalogue(request));

  const drawer = addedDrawer(page);
  await expect(drawer).toHaveAccessibleDescription(
    `${product.title} (${variant.title}) rejoint votre panier.`,
  );
  const line = drawer.getByRole('listitem').filter({ hasText: product.title });
  await expect(line).toContainText(variant.title);
  await expect(
    line.getByRole('spinbutton', { name: `Quantité de ${product.title} (${variant.title})` }),
  ).toHaveValue('1');
  const price = spaced(euros(payable(variant)));
  await expect(line).toContainText(price);
  // The totals, the checkout and the way to the cart page.
  await expect(drawer.getByRole('term').filter({ hasText: /^Total$/ })).toBeVisible();
  await expect(drawer).toContainText(/Plus que .* pour la livraison offerte|La livraison vous est offerte\./);
  await expect(drawer.getByRole('button', { name: 'Commander' })).toBeEnabled();
  await expect(drawer.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart');
  // The focus went in; Escape closes it and gives it back to the button that added.
  await expect(drawer).toContainText(price);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(addButton(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}`));
});

test('in the drawer a quantity changes up to the stock and a line leaves, as on the cart page', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const { product, variant, stock } = smallStock(byOrder(await catalogue(request)), 2, 5);
  const name = `${product.title} (${variant.title})`;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(`${stock} en stock!`)).toBeVisible();
  await addButton(page).click();
  const drawer = addedDrawer(page);
  const more = drawer.getByRole('button', { name: `Augmenter la quantité de ${name}` });
  for (let units = 2; units <= stock; units += 1) {
    await more.click();
    await expect(cartLink(page)).toHaveAccessibleName(`Panier, ${units} articles`);
  }
  await expect(drawer.getByRole('spinbutton', { name: `Quantité de ${name}` })).toHaveValue(String(stock));
  await expect(drawer).toContainText(spaced(euros(payable(variant) * stock)));
  // The cart's stock rule: no more than the stock.
  await expect(more).toBeDisabled();

  await drawer.getByRole('button', { name: `Retirer ${name} du panier` }).click();
  await expect(drawer).toContainText('Votre panier est vide');
  await expect(drawer.getByRole('button', { name: 'Commander' })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Panier, aucun article');
  // The focus stays in the drawer, on what replaced the line.
  await expect(drawer.getByText('Votre panier est vide')).toBeFocused();
});

test('the header’s bag is a link to /cart before the app runs, and opens the drawer once it runs', async ({
  context,
  page,
  baseURL,
  request,
  emulator: _seeded,
}) => {
  const { product } = await addAStockedVariant(page, await catalogue(request));
  await page.keyboard.press('Escape');

  const { page: early } = await earlyPage({ context });
  await early.goto('/shop', { waitUntil: 'commit' });
  await notHydrated(early);
  await cartLink(early).click();
  await expect(early).toHaveURL(`${baseURL}/cart`);
  await early.close();

  await page.goto('/shop');
  await hydrated(page);
  await cartLink(page).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByRole('listitem').filter({ hasText: product.title })).toBeVisible();
  await expect(drawer).toHaveAccessibleDescription('');
  await expect(page).toHaveURL(`${baseURL}/shop`);
  await viewCartFromDrawer(page);
  await expect(cartDrawer(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
});

test('the drawer follows the other tabs: a line added in one shows in another’s open drawer', async ({
  context,
  page,
  request,
  emulator: _seeded,
}) => {
  const products = await catalogue(request);
  const first = await addAStockedVariant(page, products);
  const drawer = addedDrawer(page);
  await expect(drawer.getByRole('listitem')).toHaveCount(1);

  const other = await context.newPage();
  await chatAlreadyOpened(other);
  waitForTheApp(other);
  const second = await addAStockedVariant(
    other,
    products.filter((product) => product.id !== first.product.id),
  );
  await expect(addedDrawer(other).getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer).toContainText(second.product.title);
});

test('on a phone the drawer rises from the bottom and leaves the top of the page in view', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addAStockedVariant(page, await catalogue(request));
  const drawer = addedDrawer(page);
  await expect(drawer).toBeVisible();
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([0, 390, 844]);
  const top = (await drawer.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan(0);
  // « Commander » and « Voir le panier » are in reach without scrolling the sheet.
  for (const action of [
    drawer.getByRole('button', { name: 'Commander' }),
    drawer.getByRole('link', { name: 'Voir le panier' }),
  ]) {
    await expect(action).toBeInViewport();
  }
});

test('« Commander » in the drawer leads to the payment page, as the cart page’s checkout does', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  await addAStockedVariant(page, await catalogue(request));
  await addedDrawer(page).getByRole('button', { name: 'Commander' }).click();
  await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible();
});
