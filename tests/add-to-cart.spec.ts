import type { Product as RawProduct, Variant as RawVariant } from '@aurele/storefront-contract';
import type { BrowserContext, Page } from '@playwright/test';
import {
  addedDrawer,
  byOrder,
  cartComesToHold,
  cartLink,
  catalogue,
  closeAddedDrawer,
  notices,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated } from './held-scripts.ts';
import { smallStock } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * « Ajouter au panier » is one cart event wherever it is pressed and whenever: in place once the app runs, or
 * through the `/cart?add=` address a press makes before it runs. The cart decides, and a refusal is titled after
 * where the shopper pressed (docs/product/errors.md), whatever the timing.
 */

const addButton = (scope: Page) =>
  scope.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });

/** Where « Ajouter au panier » is pressed, and the title docs/product/errors.md gives its refusal there. */
const places = [
  {
    name: 'the product page',
    title: "Oups! Quelque chose s'est mal passé.",
    path: (product: RawProduct) => `/product/${product.id}`,
    button: addButton,
  },
  {
    name: 'a card of the shop',
    title: "Erreur d'ajout au panier",
    path: (product: RawProduct) => `/shop?search=${encodeURIComponent(product.title)}`,
    button: (page: Page, product: RawProduct) =>
      page
        .getByRole('list', { name: 'Produits' })
        .getByRole('article', { name: product.title })
        .getByRole('button', { name: 'Ajouter au panier', exact: true }),
  },
];

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

/** The cart comes to hold the whole stock of the product, added from its page: one more is beyond stock. */
async function fillToStock(page: Page, product: RawProduct, stock: number) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(`${stock} en stock!`)).toBeVisible();
  for (let unit = 1; unit <= stock; unit += 1) {
    await addButton(page).click();
    await closeAddedDrawer(page);
    await expect(cartLink(page)).toHaveAccessibleName(
      unit === 1 ? 'Panier, 1 article' : `Panier, ${unit} articles`,
    );
  }
}

/** The refusal the shopper reads: the place's title, the cart's reason in the product's words; the cart unchanged. */
async function expectRefusal(
  page: Page,
  title: string,
  product: RawProduct,
  variant: RawVariant,
  stock: number,
) {
  await expect(notices(page)).toContainText(title);
  await expect(notices(page)).toContainText(
    `Stock insuffisant pour ${product.title} (${variant.title}). Seulement ${stock} restant.`,
  );
  await cartComesToHold(page, variant, stock);
}

/**
 * « Ajouter au panier » pressed on a page whose scripts are held back: the form opens `/cart?add=…`, then the
 * scripts run. `stockAsked` settles once the cart asked the BFF for the product's live stock, which neither a list
 * nor the server-rendered product page tell.
 */
async function pressBeforeTheAppRuns(
  context: BrowserContext,
  path: string,
  press: (page: Page) => Promise<void>,
) {
  const { page, scripts } = await earlyPage({ context });
  await page.goto(path, { waitUntil: 'commit' });
  await notHydrated(page);
  await press(page);
  await expect(page).toHaveURL(/\/cart\?add=/);
  const productId = new URL(page.url()).searchParams.get('add') ?? '';
  const stockAsked = page.waitForRequest(
    (sent) => sent.url().includes('/api/variants') && sent.url().includes(productId),
  );
  await scripts.release();
  await hydrated(page);
  await stockAsked;
  return page;
}

for (const place of places) {
  test.describe(`« Ajouter au panier » on ${place.name}`, () => {
    test(`beyond the stock, once the app runs: « ${place.title} »`, async ({ page, request }) => {
      const { product, variant, stock } = smallStock(byOrder(await catalogue(request)), 2, 5);
      await fillToStock(page, product, stock);
      await page.goto(place.path(product));
      await place.button(page, product).click();
      await expectRefusal(page, place.title, product, variant, stock);
    });

    test(`beyond the stock, before the app runs: the same « ${place.title} »`, async ({
      page,
      context,
      request,
    }) => {
      const { product, variant, stock } = smallStock(byOrder(await catalogue(request)), 2, 5);
      await fillToStock(page, product, stock);
      const early = await pressBeforeTheAppRuns(context, place.path(product), (shown) =>
        place.button(shown, product).click(),
      );
      await expectRefusal(early, place.title, product, variant, stock);
      // The cart page took the add off the address, so that a reload adds nothing.
      await expect(early).toHaveURL(/\/cart$/);
    });

    test('before the app runs, within the stock: the cart takes it with its live stock', async ({
      context,
      request,
    }) => {
      const { product, variant } = smallStock(byOrder(await catalogue(request)), 2, 5);
      const early = await pressBeforeTheAppRuns(context, place.path(product), (shown) =>
        place.button(shown, product).click(),
      );
      // The cart page is the cart: it says the add to a screen reader, and opens no drawer over itself.
      await expect(
        early.getByRole('main').getByRole('status').filter({ hasText: 'rejoint votre panier.' }),
      ).toHaveCount(1);
      await expect(addedDrawer(early)).toHaveCount(0);
      await cartComesToHold(early, variant, 1);
    });
  });
}

test('on the product page once the app runs, a press before the live stock is known adds in place', async ({
  page,
  request,
}) => {
  const { product, variant } = smallStock(byOrder(await catalogue(request)), 2, 5);
  // The stock is held back: the page does not know it yet when the shopper presses.
  const held: (() => void)[] = [];
  let holding = true;
  await page.route('**/api/variants**', async (route) => {
    if (holding) await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  await addButton(page).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  holding = false;
  for (const release of held) release();
  await expect(addedDrawer(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await cartComesToHold(page, variant, 1);
});
