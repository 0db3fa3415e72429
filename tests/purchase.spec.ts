import { houseDelivery, type Variant as RawVariant } from '@aurele/storefront-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addedDrawer,
  cartLink,
  catalogue,
  closeAddedDrawer,
  euros,
  openCartPage,
  payable,
  spaced,
  storedCart,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { arrowTo, tabTo } from './keyboard.ts';
import { countedStock, seededVariant, stockOf } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const FREE_SHIPPING_FROM = houseDelivery.freeFromInCents;

/** Priced under 150 € but reaching it with a second unit: one unit pays for delivery, two make it free. */
function freeFromTwoUnits(variant: RawVariant) {
  if (variant.prices.length === 0) return false;
  const unit = payable(variant);
  return unit < FREE_SHIPPING_FROM && unit * 2 >= FREE_SHIPPING_FROM;
}

/** A purchasable variant with stock whose delivery becomes free with a second unit. */
async function variantUnderFreeShipping(request: APIRequestContext) {
  const { product, variant } = seededVariant(
    await catalogue(request),
    (candidate) => countedStock(candidate, 5) && freeFromTwoUnits(candidate),
    'variant between 75 € and 150 € with stock',
  );
  return { product, variant, unit: payable(variant), name: `${product.title} (${variant.title})` };
}

const summary = (page: Page) => page.getByRole('region', { name: 'Récapitulatif' });
const payButton = (page: Page) => page.getByRole('button', { name: 'Procéder au paiement' });

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

/** Adds one unit of the variant from its product page, as a shopper would, and closes the drawer it opens. */
async function addFromProductPage(page: Page, productId: string, variantId: string) {
  await page.goto(`/product/${productId}?variant=${variantId}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await closeAddedDrawer(page);
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
}

test('a shopper buys from the product page through the payment page, and the cart is emptied', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, variant, unit, name } = await variantUnderFreeShipping(request);
  const before = await stockOf(request, product.id, variant.id);

  await addFromProductPage(page, product.id, variant.id);
  await openCartPage(page);
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();

  // One unit: delivery costs 7,90 € and the summary says what is missing.
  await expect(summary(page).getByText(spaced(euros(houseDelivery.standardInCents)))).toBeVisible();
  await expect(summary(page)).toContainText(
    spaced(`Plus que ${euros(FREE_SHIPPING_FROM - unit)} pour la livraison offerte`),
  );
  await expect(summary(page)).toContainText(spaced(euros(unit + houseDelivery.standardInCents)));

  // Two units: from 150 € delivery is « Offerte ».
  await page.getByRole('button', { name: `Augmenter la quantité de ${name}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantité de ${name}` })).toHaveValue('2');
  await expect(summary(page).getByText('Offerte', { exact: true })).toBeVisible();
  await expect(summary(page)).not.toContainText('Plus que');
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 2 articles');

  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Finaliser votre commande' })).toBeVisible();
  await expect(page.getByText(product.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(`${baseURL}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(page.getByText(/Un e-mail de confirmation vous a été envoyé/)).toBeVisible();
  // The payment page leads to a prerendered /success: the cart empties once the app has taken the page over.
  await expect.poll(() => storedCart(page)).toEqual([]);
  await expect(cartLink(page)).toHaveAccessibleName('Panier, aucun article');
  expect(await stockOf(request, product.id, variant.id)).toBe((before ?? 0) - 2);
  // What was bought, recapped from what this tab went to pay for: the line, its quantity and the total paid.
  const recap = page.getByRole('region', { name: 'Votre commande' });
  await expect(recap.getByRole('heading', { level: 3 })).toHaveText([product.title]);
  await expect(recap).toContainText(variant.title);
  await expect(recap).toContainText(spaced('Quantité : 2'));
  await expect(recap.getByText('Offerte', { exact: true })).toBeVisible();
  await expect(recap).toContainText(spaced(euros(unit * 2)));

  await page.getByRole('link', { name: 'Continuer mes achats' }).click();
  await expect(page).toHaveURL(`${baseURL}/shop`);
});

test('« Annuler » on the payment page comes back to the cart, intact', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, variant, name } = await variantUnderFreeShipping(request);
  const before = await stockOf(request, product.id, variant.id);
  await addFromProductPage(page, product.id, variant.id);
  await page.goto('/cart');

  await payButton(page).click();
  await page.getByRole('button', { name: 'Annuler' }).click();

  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByRole('spinbutton', { name: `Quantité de ${name}` })).toHaveValue('1');
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
  expect(await stockOf(request, product.id, variant.id)).toBe(before);
});

test('an empty cart cannot be paid: the page says it is empty and offers no payment', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Découvrir la boutique' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('a failed checkout says « Erreur de paiement », keeps the cart, and pressing again retries', async ({
  page,
  request,
  baseURL,
  emulator,
}) => {
  const { product, variant, name } = await variantUnderFreeShipping(request);
  await addFromProductPage(page, product.id, variant.id);
  await page.goto('/cart');
  await emulator.setFault({ mode: 'error', status: 500, path: '/checkout', count: 1 });

  await payButton(page).click();
  const alert = summary(page).getByRole('alert');
  await expect(alert).toContainText('Erreur de paiement');
  await expect(alert).toContainText(
    "Un problème est survenu lors de l'initialisation du paiement. Veuillez réessayer.",
  );
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByRole('spinbutton', { name: `Quantité de ${name}` })).toHaveValue('1');
  expect(await storedCart(page)).toHaveLength(1);

  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Finaliser votre commande' })).toBeVisible();
});

test('the whole purchase with the keyboard alone', async ({ page, request, baseURL, emulator: _seeded }) => {
  const { product, variant, name } = await variantUnderFreeShipping(request);
  await page.goto('/');

  // Found through the header's search, opened from its card, its variant chosen with the arrow keys.
  await tabTo(
    page,
    page.getByRole('banner').getByLabel('Rechercher une pièce ou une marque', { exact: true }),
  );
  await page.keyboard.type(product.title);
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('article', { name: product.title }).getByRole('link', { name: product.title }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  for (const value of variant.title.split(' / ')) {
    const option = page.getByRole('main').getByRole('radio', { name: value, exact: true });
    if (!(await option.isChecked())) await arrowTo(page, option);
    await expect(option).toBeChecked();
  }

  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }));
  await page.keyboard.press('Enter');
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

  // The cart drawer took the focus; from it, « Voir le panier ».
  await expect(addedDrawer(page)).toBeVisible();
  await tabTo(page, addedDrawer(page).getByRole('link', { name: 'Voir le panier' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(addedDrawer(page)).toHaveCount(0);

  await tabTo(page, page.getByRole('button', { name: `Augmenter la quantité de ${name}` }));
  await page.keyboard.press('Space');
  await expect(summary(page).getByText('Offerte', { exact: true })).toBeVisible();

  await tabTo(page, payButton(page));
  await page.keyboard.press('Enter');
  const pay = page.getByRole('button', { name: 'Payer' });
  await expect(pay).toBeVisible();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${baseURL}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, aucun article');
  await tabTo(page, page.getByRole('link', { name: 'Continuer mes achats' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/shop`);
});
