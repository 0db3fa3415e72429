import type { CatalogueTile } from '@aurele/shop-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  cartLink,
  catalogueAnswer,
  creationCount,
  creations,
  frenchCount,
  storedCart,
  viewCartFromDrawer,
} from './catalogue-helpers.ts';
import { expect, testOnOwnStack } from './own-stack.ts';
import { chooseAnySize } from './product-helpers.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The shop pointed at a store of a real fashion house's size: the emulator's large profile, 20 000 products of real
// shape, which its lists serve 1 000 at most a call. The BFF reads it in pages into its index on the first request
// (a few seconds), then lists, filters, searches and sells from it as from the house's own seed.

const PRODUCTS = 20_000;
const test = testOnOwnStack({ EMULATOR_CATALOGUE_SIZE: String(PRODUCTS) });

// Read once for the whole file, before the first page is timed by a test: the store's index.
test.beforeAll(async ({ ownStack }) => {
  const answer = await fetch(`${ownStack.shopUrl}/api/catalogue`);
  expect(answer.status).toBe(200);
});

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

const productList = (page: Page) => page.getByRole('list', { name: 'Produits' });
const cardTitles = (page: Page) => productList(page).getByRole('heading', { level: 2 });

const titles = (tiles: CatalogueTile[]) => tiles.map((tile) => tile.title);

/**
 * A product a shopper can buy now whose whole name, searched, lists it on the first page (a name can start others':
 * « … Riviera » and « … Riviera n° 2 »), with that search's answer.
 */
async function searchableProduct(request: APIRequestContext) {
  const { products } = await catalogueAnswer(request, 'category=femme&available=true');
  for (const product of products.filter((tile) => tile.price && tile.purchasable)) {
    const found = await catalogueAnswer(request, new URLSearchParams({ search: product.title }).toString());
    if (found.products.some((tile) => tile.id === product.id)) return { product, found };
  }
  throw new Error('No product of the large store is found on the first page of a search for its name');
}

test('/shop lists the first 24 of 20 000, a category and a size narrow it, « Voir plus » adds the next 24', async ({
  page,
  request,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes nos collections' })).toBeVisible();
  await expect(creationCount(page)).toHaveText(creations(PRODUCTS));
  await expect(cardTitles(page)).toHaveCount(24);
  await expect(page.getByText(`Vous avez vu 24 créations sur ${frenchCount(PRODUCTS)}`)).toBeVisible();

  const femme = await catalogueAnswer(request, 'category=femme');
  await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Femme' }).click();
  await expect(page).toHaveURL(/\/shop\?category=femme$/);
  await expect(creationCount(page)).toHaveText(creations(femme.total));
  await expect(cardTitles(page)).toHaveText(titles(femme.products));

  // Sizes are chosen in the address (the filter panel writes the same one).
  const inM = await catalogueAnswer(request, 'category=femme&size=M');
  expect(inM.total).toBeGreaterThan(24);
  expect(inM.total).toBeLessThan(femme.total);
  await page.goto('/shop?category=femme&size=M');
  await expect(creationCount(page)).toHaveText(creations(inM.total));
  await expect(cardTitles(page)).toHaveText(titles(inM.products));

  const next = await catalogueAnswer(request, 'category=femme&size=M&page=2');
  await page.getByRole('link', { name: 'Voir plus' }).click();
  await expect(page).toHaveURL(/\/shop\?category=femme&size=M&page=2$/);
  await expect(cardTitles(page)).toHaveText(titles([...inM.products, ...next.products]));
  await expect(page.getByText(`Vous avez vu 48 créations sur ${frenchCount(inM.total)}`)).toBeVisible();
});

test('a search finds a product, whose page opens, goes to the cart and is paid on the payment page', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, found } = await searchableProduct(request);
  await page.goto('/');
  // A searchbox until focused, then the suggesting combobox: found by its label either way.
  const search = page.getByRole('banner').getByLabel('Rechercher une pièce ou une marque', { exact: true });
  await search.fill(product.title);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Résultats pour « ${product.title} »`);
  await expect(creationCount(page)).toHaveText(creations(found.total));
  const card = productList(page).getByRole('article', { name: product.title, exact: true });
  await card.getByRole('heading', { level: 2 }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${product.id}`));
  await expect(page.getByRole('heading', { level: 1, name: product.title, exact: true })).toBeVisible();
  await chooseAnySize(page);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

  await viewCartFromDrawer(page);
  await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Finaliser votre commande' })).toBeVisible();
  await expect(page.getByText(product.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(`${baseURL}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expect.poll(() => storedCart(page)).toEqual([]);
});
