import type { Product as RawProduct } from '@aurele/storefront-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { narrowFrenchSpaces } from '../packages/web/src/domain/french-typography.ts';
import {
  cartLink,
  catalogue,
  creationCount,
  creations,
  payable,
  spaced,
  storedCart,
  viewCartFromDrawer,
} from './catalogue-helpers.ts';
import { expect, testOnOwnStack } from './own-stack.ts';
import { seededVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The shop pointed at a store shaped like a small foreign one (the emulator's `comptoir-jaipur` profile): prices
// in rupees, no collections, no brands, products without a price, variants that keep no stock. The shop must list
// and sell it as it sells its own, which proves its tolerance of what real stores send.

const test = testOnOwnStack({ EMULATOR_PROFILE: 'comptoir-jaipur' });

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

const productList = (page: Page) => page.getByRole('list', { name: 'Produits' });
const tile = (page: Page, product: RawProduct) =>
  productList(page).getByRole('article', { name: product.title });
const addToCart = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });

const contactUs = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: 'Nous contacter', exact: true });

const isPriced = (product: RawProduct) => product.variants.some((variant) => variant.prices.length > 0);

const rupees = (paise: number) =>
  spaced(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'INR' }).format(paise / 100));

/** A product with one priced variant that can be sold now: untracked, or with stock. */
async function sellableProduct(request: APIRequestContext) {
  const { product, variant } = seededVariant(
    await catalogue(request),
    (candidate, product) =>
      product.variants.length === 1 &&
      candidate.prices.length > 0 &&
      (!candidate.manage_inventory || (candidate.inventory_quantity ?? 0) > 0),
    'one-variant product to sell',
  );
  return { product, variant, unit: payable(variant) };
}

test('every product is listed; an unpriced one reads « Prix sur demande », a priced one its rupees', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const products = await catalogue(request);
  const unpriced = products.filter((product) => !isPriced(product));
  expect(unpriced.length, 'the foreign store has unpriced products').toBeGreaterThan(0);

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes nos collections' })).toBeVisible();
  await expect(creationCount(page)).toHaveText(creations(products.length));
  await expect(productList(page).getByRole('article')).toHaveCount(products.length);
  for (const product of unpriced) {
    await expect(tile(page, product)).toContainText('Prix sur demande');
  }
  const { product, unit } = await sellableProduct(request);
  await expect(tile(page, product)).toContainText(rupees(unit));
  // Stock is unknown on a list: no tile is sold out for want of a count.
  await expect(productList(page).getByText(/épuisé/i)).toHaveCount(0);
});

test('a picture whose address the store sent %2F-encoded is resized with its path as sent, and shows', async ({
  page,
  request,
}) => {
  const [product] = await catalogue(request);
  const sent = product?.images?.[0]?.url ?? '';
  expect(sent, 'the foreign store sends encoded paths').toContain('%2F');
  await page.goto(`/product/${product?.id}`);
  const photo = page.getByRole('main').locator('[aria-roledescription="carousel"] img').first();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const chosen = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(chosen).toContain('/cdn-cgi/image/');
  expect(chosen.endsWith(new URL(sent).pathname)).toBe(true);
});

test('a category the store has no collection for shows the empty state', async ({ page }) => {
  await page.goto('/shop?category=femme');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Femme' })).toBeVisible();
  await expect(page.getByText('Aucun produit disponible pour le moment.')).toBeVisible();
});

test('every product page opens; an unpriced product offers « Nous contacter » instead of the cart', async ({
  page,
  request,
}) => {
  for (const product of await catalogue(request)) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title }), product.id).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Erreur de chargement' })).toHaveCount(0);
    if (!isPriced(product)) {
      await expect(page.getByRole('main').getByText('Prix sur demande').first()).toBeVisible();
      await expect(addToCart(page)).toHaveCount(0);
      await expect(contactUs(page)).toBeVisible();
    }
  }
});

test('« Nous contacter » on an unpriced card opens the contact page on a message about that product', async ({
  page,
  request,
}) => {
  const unpriced = (await catalogue(request)).find((product) => !isPriced(product));
  if (!unpriced) throw new Error('the foreign store has unpriced products');
  await page.goto('/shop');
  await tile(page, unpriced).getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  await expect(page.getByRole('combobox', { name: /^Sujet/ })).toHaveText('Un produit');
  // Set in French, as every string of the shop is: narrow no-break spaces inside « ».
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(
    narrowFrenchSpaces(
      `Bonjour, je souhaiterais connaître le prix et la disponibilité de « ${unpriced.title} ». `,
    ),
  );
});

test('a priced product is bought in rupees on the payment page, and the cart is emptied', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, unit } = await sellableProduct(request);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('main')).toContainText(rupees(unit));
  await addToCart(page).click();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

  await viewCartFromDrawer(page);
  await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(summary).toContainText(rupees(unit));
  await expect(summary).not.toContainText('€');

  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Finaliser votre commande' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(rupees(unit));
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(`${baseURL}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expect.poll(() => storedCart(page)).toEqual([]);
});
