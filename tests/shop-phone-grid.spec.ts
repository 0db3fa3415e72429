import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// Issue 28: on a 390 × 844 phone /shop shows products on its first screen, and « Filtrer » and « Trier » stay at hand.
const phone = { width: 390, height: 844 };

const firstPhoto = (page: Page) =>
  page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first().locator('img').first();
const filterButton = (page: Page) => page.getByRole('button', { name: 'Filtrer', exact: true });
const sortField = (page: Page) => page.getByRole('combobox', { name: 'Trier par' });

/** Whether the element is the one drawn at its own centre: on screen and covered by nothing. */
const drawnOnTop = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return drawn !== null && element.contains(drawn);
  });

test.beforeEach(async ({ page }) => {
  await chatAlreadyOpened(page);
  await page.setViewportSize(phone);
});

test('on a phone, the first row of photos starts in the upper half of the first screen', async ({ page }) => {
  await page.goto('/shop');
  await expect(firstPhoto(page)).toBeVisible();
  const top = (await firstPhoto(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeLessThanOrEqual(phone.height / 2);
  // The collections are one row of chips that scrolls sideways, not lines that push the list down.
  const chips = page.getByRole('navigation', { name: 'Collections' }).getByRole('listitem');
  const tops = await chips.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  // « Filtrer », the order and the view share the bar within the screen: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
  await expect(page.getByRole('button', { name: 'Afficher en liste' })).toBeInViewport({ ratio: 1 });
});

test('on a phone, the list view fits the screen: rows never push the page sideways, their action on one line', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Afficher en liste' }).click();
  await expect(page.getByRole('button', { name: 'Afficher en liste' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A row's subtitle on one line is wider than the phone: the list's column used to grow to it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
  const row = page.getByRole('list', { name: 'Produits' }).getByRole('article').first();
  expect(((await row.boundingBox())?.x ?? 0) + ((await row.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(
    phone.width,
  );
  const action = row.getByRole('button', { name: /Ajout rapide|Ajouter au panier/ });
  expect(await action.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await expect(page.getByRole('button', { name: 'Afficher en grille' })).toBeInViewport({ ratio: 1 });
});

test('on a phone, « Filtrer » and « Trier par » stay under the header while the shopper scrolls the list', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(firstPhoto(page)).toBeVisible();
  await page.mouse.wheel(0, 2 * phone.height);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(phone.height);

  const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  for (const control of [filterButton(page), sortField(page)]) {
    const box = await control.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(box?.y).toBeLessThan(headerBottom + 40);
    expect(await drawnOnTop(control)).toBe(true);
  }

  // Pressed down the list, « Filtrer » opens its dialog, which the bar never covers.
  await filterButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrer' });
  await expect(dialog).toBeVisible();
  expect(await drawnOnTop(sortField(page))).toBe(false);
});

test('on a phone, « Trier » marks a chosen order, and opening it keeps its label unseen and the bar where it was', async ({
  page,
}) => {
  await page.goto('/shop?sort=price-low');
  await expect(firstPhoto(page)).toBeVisible();
  // The field reads « Trier » whatever the order; a dot beside it says one was chosen.
  const chosenMark = page.getByText('Trier', { exact: true }).locator('span');
  await expect(chosenMark).toBeVisible();
  const before = await sortField(page).boundingBox();
  await sortField(page).click();
  await expect(page.getByRole('option', { name: 'Prix croissant' })).toHaveAttribute('aria-selected', 'true');
  // The list's code draws the field anew, its label now Ariakit's: it stays for screen readers only.
  const label = page.getByText('Trier par', { exact: true });
  expect((await label.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  expect(await sortField(page).boundingBox()).toEqual(before);
  await expect(sortField(page)).toHaveAccessibleName('Trier par');
  await page.getByRole('option', { name: 'Notre sélection' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(chosenMark).toHaveCount(0);
});
