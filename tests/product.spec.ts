import type { Product as RawProduct, Variant as RawVariant } from '@aurele/storefront-contract';
import type { Locator, Page } from '@playwright/test';
import {
  byOrder,
  cartLink,
  catalogue,
  closeAddedDrawer,
  displayVariant,
  euros,
  notices,
  payable,
  spaced,
  wishlistLink,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, theApp } from './held-scripts.ts';
import { firstProduct, pickFromSeed, seededProduct, smallStock } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const addButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });
/** The image the gallery shows: the one slide that is not inert. */
const shownImage = (page: Page) => page.locator('[aria-roledescription="slide"]:not([inert]) img');

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

/** The option values where two variants differ. */
function differences(a: RawVariant, b: RawVariant) {
  return (b.options ?? []).filter(
    (option) => a.options?.find((o) => o.option_id === option.option_id)?.value !== option.value,
  );
}

/**
 * A product shown with one variant, and another one choice away that differs in price and image, with stock:
 * `value` is the chip that switches to it.
 */
const productWithPricedVariants = (products: RawProduct[]) =>
  pickFromSeed(
    byOrder(products),
    (product) => {
      const shown = displayVariant(product);
      if (!shown || product.purchasable === false) return undefined;
      for (const other of product.variants.filter((variant) => variant.prices.length > 0)) {
        const [change, ...more] = differences(shown, other);
        if (
          change &&
          more.length === 0 &&
          payable(other) !== payable(shown) &&
          other.image_url !== shown.image_url &&
          (shown.inventory_quantity ?? 0) > 0 &&
          (other.inventory_quantity ?? 0) > 0
        ) {
          return { product, shown, other, value: change.value };
        }
      }
      return undefined;
    },
    'product whose variants differ in price and image',
  );

/**
 * A purchasable product with a size whose stock is 0 in one colour, and a variant in stock one size away in that
 * colour: opened on the latter, the size chip `value` leads to the sold-out variant, `shownValue` back.
 */
const soldOutSize = (products: RawProduct[]) =>
  pickFromSeed(
    byOrder(products),
    (product) => {
      if (product.purchasable === false) return undefined;
      const sizeOption = product.options?.find((option) => option.title === 'Taille');
      for (const soldOut of product.variants.filter((variant) => variant.inventory_quantity === 0)) {
        for (const shown of product.variants.filter((variant) => (variant.inventory_quantity ?? 0) > 0)) {
          const [change, ...more] = differences(shown, soldOut);
          const [back] = differences(soldOut, shown);
          if (change && back && more.length === 0 && change.option_id === sizeOption?.id) {
            return { product, shown, soldOut, value: change.value, shownValue: back.value };
          }
        }
      }
      return undefined;
    },
    'size at stock 0 beside one in stock',
  );

/** Whether a line is drawn through the chip of `radio`, as the eye sees it. */
/** The store's picture at `url`, as the shop asks the CDN for it: some width of it, the path as the store sent it. */
const resizedFrom = (url: string | null | undefined) =>
  new RegExp(`/cdn-cgi/image/[^/]+${new URL(url ?? '').pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const struckThrough = (radio: Locator) =>
  radio.evaluate((input) =>
    [...(input.parentElement?.querySelectorAll('span') ?? [])].some((span) =>
      getComputedStyle(span).textDecorationLine.includes('line-through'),
    ),
  );

test('choosing a variant shows its image and its price, and the address keeps it', async ({
  page,
  request,
}) => {
  const { product, shown, other, value } = productWithPricedVariants(await catalogue(request));
  // Its size chosen (a shared link): a change of colour alone keeps the size, in the address.
  await page.goto(`/product/${product.id}?variant=${shown.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(spaced(euros(payable(shown))), { exact: true }),
  ).toBeVisible();

  await page.getByRole('radio', { name: value, exact: true }).click();
  await expect(
    page.getByRole('main').getByText(spaced(euros(payable(other))), { exact: true }),
  ).toBeVisible();
  await expect(shownImage(page)).toHaveAttribute('src', resizedFrom(other.image_url));
  await expect(page).toHaveURL(new RegExp(`variant=${other.id}`));

  // A shared link opens on that variant.
  await page.reload();
  await expect(page.getByRole('radio', { name: value, exact: true })).toBeChecked();
  await expect(shownImage(page)).toHaveAttribute('src', resizedFrom(other.image_url));
});

test('a size with no stock left is struck through and read « épuisé », chosen to read it, and not added', async ({
  page,
  request,
}) => {
  const { product, shown, soldOut, value, shownValue } = soldOutSize(await catalogue(request));
  const address = `/product/${product.id}?variant=${shown.id}`;
  // The server knows no stock: its HTML says nothing is sold out; the page says it once /api/variants answers.
  const served = await request.get(address, { headers: { accept: 'text/html' } });
  expect(await served.text()).not.toContain('épuisé');
  await page.goto(address);
  const chip = page.getByRole('main').getByRole('radio', { name: `${value}, épuisé`, exact: true });
  await expect(chip).toBeEnabled();
  expect(await struckThrough(chip)).toBe(true);

  await chip.click();
  await expect(chip).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`variant=${soldOut.id}`));
  await expect(page.getByText('Actuellement indisponible')).toBeVisible();
  await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
  // Still reached and pressed by the keyboard (it stays focusable), it adds nothing and stays on the page: back
  // on the size in stock, one press adds one article.
  await addButton(page).press('Enter');
  await page.getByRole('main').getByRole('radio', { name: shownValue, exact: true }).click();
  await expect(page.getByText(`${shown.inventory_quantity} en stock!`)).toBeVisible();
  await addButton(page).click();
  await closeAddedDrawer(page);
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
});

test('beyond the stock the button waits; up to it, then again, the cart refuses with the product’s words', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const { product, variant, stock } = smallStock(byOrder(await catalogue(request)), 2, 5);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(`${stock} en stock!`)).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Quantité' });
  await quantity.fill(String(stock + 1));
  await quantity.press('Enter');
  await expect(page.getByText(`Stock insuffisant. Seulement ${stock} restant.`)).toBeVisible();
  await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('button', { name: 'Retirer un article' }).click();
  await expect(quantity).toHaveValue(String(stock));
  await addButton(page).click();
  await closeAddedDrawer(page);
  await expect(cartLink(page)).toHaveAccessibleName(`Panier, ${stock} articles`);

  await addButton(page).click();
  await expect(notices(page)).toContainText("Oups! Quelque chose s'est mal passé.");
  await expect(notices(page)).toContainText(
    `Stock insuffisant pour ${product.title} (${variant.title}). Seulement ${stock} restant.`,
  );
  await expect(cartLink(page)).toHaveAccessibleName(`Panier, ${stock} articles`);
});

test('the wishlist button adds and removes the product', async ({ page, request }) => {
  const product = firstProduct(byOrder(await catalogue(request)));
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(notices(page)).toContainText('Ajouté à vos favoris');
  await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, 1 article');
  await page.getByRole('button', { name: 'Retirer des favoris' }).click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Favoris, aucun article');
});

test('the page is titled and described from the product, its description is sanitised', async ({
  page,
  request,
}) => {
  const product = firstProduct(byOrder(await catalogue(request)));
  await page.goto(`/product/${product.id}`);
  await expect(page).toHaveTitle(`${product.title} — Maison Aurèle`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(0);
  expect(description?.length).toBeLessThanOrEqual(160);

  const section = page.getByRole('region', { name: 'Description' });
  await expect(section).toBeVisible();
  await expect(section.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }),
  ).toBeVisible();
});

test('an unknown product says so and leads back to the shop', async ({ page }) => {
  const answer = await page.goto('/product/prod_inconnu');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Erreur de chargement' })).toBeVisible();
  await expect(page.getByText("Le produit n'a pas pu être chargé: HTTP 404: Not Found")).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la boutique' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('an unknown product is drawn by the server as the app goes on with it, never another page first', async ({
  context,
}) => {
  const { page, scripts } = await earlyPage({ context }, theApp);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/product/prod_inconnu', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Erreur de chargement');
  await heading.evaluate((drawn) => Object.assign(window, { drawn }));
  await scripts.release();
  await hydrated(page);
  // The server's heading still: no skeleton nor 404 page came between, and React found what it hydrated.
  expect(await heading.evaluate((now) => now === (window as { drawn?: Element }).drawn)).toBe(true);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  expect(errors.filter((text) => /hydrat|#418|#423/i.test(text))).toEqual([]);
});

test('« Vous aimerez aussi » shows four other products of the same collection once the shopper scrolls to it', async ({
  page,
  request,
}) => {
  const products = byOrder(await catalogue(request));
  const product = seededProduct(
    products,
    (candidate) => (candidate.product_collections ?? []).length > 0,
    'product in a collection',
  );
  const collections = new Set((product.product_collections ?? []).map(({ collection_id }) => collection_id));
  const related = page.getByRole('list', { name: 'Vous aimerez aussi' });

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // Below the fold: not asked for before the shopper comes near it.
  await expect(related).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const titles = related.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(4);
  const shown = await titles.allTextContents();
  expect(shown).not.toContain(product.title);
  for (const title of shown) {
    const other = products.find((candidate) => candidate.title === title);
    expect(
      (other?.product_collections ?? []).some(({ collection_id }) => collections.has(collection_id)),
    ).toBe(true);
  }
  await related.getByRole('link', { name: shown[0] }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: shown[0] })).toBeVisible();
});
