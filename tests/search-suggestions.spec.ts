import type { Page } from '@playwright/test';
import { byOrder, catalogue, creationCount, creations, shownPrice } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { firstProduct } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * The header's search suggests as the shopper types (issue 20), on the real stack: the BFF's suggestions for the
 * emulator's seed. The field is a plain search box until focused, then the suggesting field: it is found by its
 * label, which both carry.
 */

const searchName = 'Rechercher une pièce ou une marque';
const searchField = (page: Page) => page.getByRole('banner').getByLabel(searchName, { exact: true });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('two letters of a product’s name suggest it with its price; the down arrow and Enter open its page', async ({
  page,
  request,
  baseURL,
}) => {
  // The first product of the featured order comes first among those whose words start with what is typed.
  const product = firstProduct(byOrder(await catalogue(request)));
  await page.goto('/');
  await searchField(page).click();
  await searchField(page).pressSequentially(product.title.slice(0, 2));

  const products = suggestions(page).getByRole('group', { name: 'Produits' });
  const option = products.getByRole('option', { name: new RegExp(`^${product.title}`) });
  await expect(option).toContainText(shownPrice(product));
  await expect(products.getByRole('option').first()).toHaveText(new RegExp(`^${product.title}`));
  await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(
    /^\d+ suggestions?$/,
  );

  await page.keyboard.press('ArrowDown');
  await expect(searchField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(suggestions(page)).toBeHidden();
});

test('Enter with no suggestion chosen searches the shop for the typed text', async ({ page, baseURL }) => {
  await page.goto('/');
  await searchField(page).click();
  await searchField(page).pressSequentially('robe');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/shop?search=robe`);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « robe »' })).toBeVisible();
});

test('the list ends with « Voir les N résultats »: as many as the search shows, past the six suggested', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await searchField(page).click();
  // Two letters found inside many names: more products than the list suggests.
  await searchField(page).pressSequentially('en');
  const allResults = suggestions(page).getByRole('option', { name: /^Voir les \d+ résultats$/ });
  await expect(allResults).toBeVisible();
  const total = Number((await allResults.textContent())?.match(/\d+/)?.[0]);
  await expect(suggestions(page).getByRole('group', { name: 'Produits' }).getByRole('option')).toHaveCount(6);
  expect(total).toBeGreaterThan(6);
  await allResults.click();
  await expect(page).toHaveURL(`${baseURL}/shop?search=en`);
  await expect(creationCount(page)).toHaveText(creations(total));
});

test('a brand and a collection are suggested too, each leading to its view of the shop', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await searchField(page).click();
  await searchField(page).pressSequentially('gu');
  const gucci = suggestions(page)
    .getByRole('group', { name: 'Marques' })
    .getByRole('option', { name: 'Gucci' });
  await gucci.click();
  await expect(page).toHaveURL(`${baseURL}/shop?brand=gucci`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gucci' })).toBeVisible();

  await searchField(page).fill('');
  await searchField(page).pressSequentially('fe');
  await suggestions(page)
    .getByRole('group', { name: 'Collections' })
    .getByRole('option', { name: 'Femme' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/shop?category=femme`);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Femme' })).toBeVisible();
});

test('Escape closes the list and keeps the text; nothing matching is said so', async ({ page }) => {
  await page.goto('/');
  await searchField(page).click();
  await searchField(page).pressSequentially('robe');
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(searchField(page)).toHaveValue('robe');
  await expect(searchField(page)).toBeFocused();

  await searchField(page).pressSequentially('zzz');
  await expect(suggestions(page)).toHaveText('Aucune suggestion pour « robezzz »');
});

test('on a 390 × 844 phone the list stays on the screen, under the field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await searchField(page).click();
  await searchField(page).pressSequentially('ro');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  const field = await searchField(page).boundingBox();
  const list = await suggestions(page).boundingBox();
  if (!field || !list) throw new Error('The field or its list is not on the page');
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(390);
  expect(list.y).toBeGreaterThanOrEqual(field.y + field.height);
  expect(list.y + list.height).toBeLessThanOrEqual(844);
});

test('what is typed while the suggesting field downloads is kept, and suggested for', async ({ page }) => {
  let release = () => {};
  const downloaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/search-suggestions-field-*.js', async (route) => {
    await downloaded;
    await route.continue();
  });
  await page.goto('/');
  const plain = page.getByRole('banner').getByRole('searchbox', { name: searchName });
  await plain.click();
  await page.keyboard.type('rob');
  await expect(plain).toHaveValue('rob');
  release();
  const suggesting = page.getByRole('banner').getByRole('combobox', { name: searchName });
  await expect(suggesting).toBeFocused();
  await expect(suggesting).toHaveValue('rob');
  await page.keyboard.type('e');
  await expect(suggesting).toHaveValue('robe');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
});

test('before the app runs, the search is the plain GET form to /shop', async ({ context, baseURL }) => {
  // A page of its own: the fixture's would wait for the app, whose scripts are never let through here.
  const page = await context.newPage();
  await chatAlreadyOpened(page);
  await page.route('**/assets/*.js', () => {});
  await page.goto('/', { waitUntil: 'commit' });
  await searchField(page).pressSequentially('ro');
  await expect(suggestions(page)).toHaveCount(0);
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(`${baseURL}/shop?search=ro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « ro »' })).toBeVisible();
});
