import type { BrowserContext, Page } from '@playwright/test';
import {
  addedDrawer,
  cartLink,
  catalogue,
  closeAddedDrawer,
  openCartPage,
  wishlistLink,
} from './catalogue-helpers.ts';
import { expect, test, waitForTheApp } from './fixtures.ts';
import { stockedVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const savedCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Articles enregistrés' }).getByRole('article', { name: title });

/** A tab of the browser, with the chat already opened earlier in the session (it would open itself otherwise). */
async function newTab(context: BrowserContext) {
  const page = await context.newPage();
  // Like the fixture's page: a shopper acts once the server-rendered page is the app's.
  waitForTheApp(page);
  await chatAlreadyOpened(page);
  return page;
}

test('a product saved from its page waits on /wishlist, then goes to the cart and leaves the list', async ({
  context,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const page = await newTab(context);
  const { product, variant } = stockedVariant(await catalogue(request));
  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, 1 article');

  await wishlistLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/wishlist`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vos favoris' })).toBeVisible();
  const card = savedCard(page, product.title);
  await expect(card).toBeVisible();

  // Quick add's picker opens on the saved colour, with the live stock: the saved size is chosen again.
  await card.getByRole('button', { name: 'Ajouter au panier' }).click();
  const size = product.options?.find((option) => option.title === 'Taille');
  const value = variant.options?.find((option) => option.option_id === size?.id)?.value ?? variant.title;
  await page
    .getByRole('dialog', { name: product.title })
    .getByRole('button', { name: value, exact: true })
    .click();
  await expect(addedDrawer(page)).toHaveAccessibleDescription(
    `${product.title} (${variant.title}) rejoint votre panier.`,
  );
  await closeAddedDrawer(page);
  await expect(page.getByRole('heading', { name: 'Votre liste de favoris est vide' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, aucun article');
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

  await openCartPage(page);
  await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
});

test('a product saved with a card heart in the shop can be removed from /wishlist', async ({ context }) => {
  const page = await newTab(context);
  await page.goto('/shop');
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Ajouter .+ aux favoris$/ })
    .first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Ajouter /, '').replace(/ aux favoris$/, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, 1 article');

  await page.goto('/wishlist');
  await expect(savedCard(page, title)).toBeVisible();
  await page.getByRole('button', { name: `Retirer ${title} de vos favoris` }).click();
  await expect(page.getByRole('heading', { name: 'Votre liste de favoris est vide' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, aucun article');
});

test('two tabs follow each other: the cart and the wishlist change in both', async ({
  context,
  request,
  emulator: _seeded,
}) => {
  const { product, variant } = stockedVariant(await catalogue(request));
  const name = `${product.title} (${variant.title})`;
  const lists = await newTab(context);
  const shopping = await newTab(context);
  await lists.goto('/wishlist');
  await shopping.goto(`/product/${product.id}?variant=${variant.id}`);

  // Saved in one tab: the other tab's wishlist shows it at once.
  await shopping.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(savedCard(lists, product.title)).toBeVisible();
  await expect(wishlistLink(lists)).toHaveAccessibleName('Favoris, 1 article');

  // Removed in that other tab: the product page's button follows.
  await lists.getByRole('button', { name: `Retirer ${product.title} de vos favoris` }).click();
  await expect(shopping.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();

  // Added to the cart in one tab: the other tab's cart page shows the line; its changes come back.
  await lists.goto('/cart');
  await expect(lists.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
  await shopping.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  const quantity = lists.getByRole('spinbutton', { name: `Quantité de ${name}` });
  await expect(quantity).toHaveValue('1');
  await lists.getByRole('button', { name: `Augmenter la quantité de ${name}` }).click();
  await expect(cartLink(shopping)).toHaveAccessibleName('Panier, 2 articles');
  await lists.getByRole('button', { name: `Retirer ${name} du panier` }).click();
  await expect(cartLink(shopping)).toHaveAccessibleName('Panier, aucun article');
});
