import type { CatalogueAnswer, FacetCount } from '@aurele/shop-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  catalogueAnswer as answer,
  creationCount,
  creations,
  facetChoiceName,
  narrowingValue as narrowing,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The filter panel on the seeded store. Its values and counts are read from /api/catalogue, never written here:
// the test holds whatever the seed holds, as long as it lets a size, a colour and a price narrow the list.

const productList = (page: Page) => page.getByRole('list', { name: 'Produits' });
const cardTitles = (page: Page) => productList(page).getByRole('heading', { level: 2 });
/** A facet value's checkbox, named as a screen reader reads it. */
const choice = (scope: Page | ReturnType<Page['getByRole']>, value: FacetCount) =>
  scope.getByRole('checkbox', { name: facetChoiceName(value), exact: true });
const phone = { width: 390, height: 844 };
const titlesOf = (answer: CatalogueAnswer) => answer.products.map((product) => product.title);

/** The seed's size, colour and lowest price that narrow the list one after the other, and each answer. */
async function choices(request: APIRequestContext) {
  const all = await answer(request);
  const size = narrowing(all.facets.size, all.total);
  const bySize = await answer(request, `size=${encodeURIComponent(size.value)}`);
  // A colour whose count the size changes: the panel shows that it did.
  const colour = narrowing(
    bySize.facets.colour?.filter(
      (value) => all.facets.colour?.find((before) => before.value === value.value)?.count !== value.count,
    ),
    bySize.total,
  );
  const sizeAndColour = `size=${encodeURIComponent(size.value)}&colour=${encodeURIComponent(colour.value)}`;
  const byColour = await answer(request, sizeAndColour);
  // The dearest price of that list, in whole euros: a minimum that keeps it and leaves cheaper ones out.
  const paid = byColour.products.map(({ price }) => (price ? (price.sale_amount ?? price.amount) : 0));
  const priceMin = Math.floor(Math.max(...paid) / 100);
  const byPrice = await answer(request, `${sizeAndColour}&price_min=${priceMin}`);
  if (byPrice.total === 0 || byPrice.total >= byColour.total) throw new Error('No price narrows the list');
  return { all, size, bySize, colour, byColour, priceMin, byPrice };
}

/** `/shop` on a phone, its filters hidden behind « Filtrer », which opens them in a dialog. */
async function phoneFilterDialog(page: Page) {
  await page.setViewportSize(phone);
  await page.goto('/shop');
  await expect(page.getByRole('form', { name: 'Filtrer' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('a size, a colour, then a price: the list, its count and the address follow, the other counts too; « Tout effacer »', async ({
  page,
  request,
}) => {
  const { all, size, bySize, colour, byColour, priceMin, byPrice } = await choices(request);
  await page.goto('/shop');
  const filters = page.getByRole('form', { name: 'Filtrer' });
  const before = all.facets.colour?.find((value) => value.value === colour.value);
  if (!before) throw new Error(`${colour.value} is not a colour of the whole store`);
  await expect(choice(filters, before)).toBeEnabled();

  const sizeBox = choice(filters, size);
  await sizeBox.check();
  await expect(page).toHaveURL(`/shop?size=${encodeURIComponent(size.value)}`);
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
  await expect(cardTitles(page)).toHaveText(titlesOf(bySize));
  // The list reloaded under the size, which kept the focus; the colours now count that size's products.
  await expect(sizeBox).toBeFocused();
  await expect(sizeBox).toBeChecked();
  await expect(choice(filters, before)).toHaveCount(0);
  const colourBox = choice(filters, colour);
  await expect(colourBox).toBeEnabled();
  for (const ruledOut of bySize.facets.colour?.filter((value) => value.count === 0) ?? []) {
    await expect(choice(filters, ruledOut)).toBeDisabled();
  }

  await colourBox.check();
  await expect(page).toHaveURL(
    `/shop?size=${encodeURIComponent(size.value)}&colour=${encodeURIComponent(colour.value)}`,
  );
  await expect(creationCount(page)).toHaveText(creations(byColour.total));
  await expect(cardTitles(page)).toHaveText(titlesOf(byColour));
  await expect(colourBox).toBeFocused();

  const lowest = filters.getByRole('spinbutton', { name: 'Minimum (€)' });
  await lowest.fill(String(priceMin));
  await lowest.press('Enter');
  await expect(page).toHaveURL(new RegExp(`&price_min=${priceMin}$`));
  await expect(creationCount(page)).toHaveText(creations(byPrice.total));
  await expect(cardTitles(page)).toHaveText(titlesOf(byPrice));
  await expect(lowest).toBeFocused();

  const chips = page.getByRole('list', { name: 'Filtres actifs' });
  await expect(chips.getByRole('link')).toHaveText([
    `Retirer le filtre Taille : ${size.value}`,
    `Retirer le filtre Couleur : ${colour.value}`,
    /^Retirer le filtre Prix\s:\sdès\s\d/,
  ]);
  await page.getByRole('link', { name: 'Tout effacer' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(creationCount(page)).toHaveText(creations(all.total));
  await expect(chips).toHaveCount(0);
  await expect(lowest).toHaveValue('');
  await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('the back button walks back through the choices, one at a time', async ({ page, request }) => {
  const { all, size, bySize, colour, byColour } = await choices(request);
  await page.goto('/shop');
  const filters = page.getByRole('form', { name: 'Filtrer' });
  await choice(filters, size).check();
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
  await choice(filters, colour).check();
  await expect(creationCount(page)).toHaveText(creations(byColour.total));

  await page.goBack();
  await expect(page).toHaveURL(`/shop?size=${encodeURIComponent(size.value)}`);
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
  await expect(choice(filters, colour)).not.toBeChecked();
  await expect(choice(filters, size)).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(creationCount(page)).toHaveText(creations(all.total));
  await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(0);

  await page.goForward();
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
  await expect(cardTitles(page)).toHaveText(titlesOf(bySize));

  // To a product and back: the list comes back with its filters, the size still ticked.
  await cardTitles(page).first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(choice(filters, size)).toBeChecked();
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
});

test('on a phone, « Filtrer » opens the filters in a dialog; « Voir les N résultats » closes it on the list', async ({
  page,
  request,
}) => {
  const { size, bySize } = await choices(request);
  const dialog = await phoneFilterDialog(page);

  const sizeBox = choice(dialog, size);
  await sizeBox.check();
  await expect(page).toHaveURL(`/shop?size=${encodeURIComponent(size.value)}`);
  await expect(dialog).toBeVisible();
  await expect(sizeBox).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText(`${bySize.total} créations trouvées`);
  await dialog.getByRole('button', { name: `Voir les ${bySize.total} résultats` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtrer, 1 filtre actif' })).toBeFocused();
  await expect(cardTitles(page)).toHaveText(titlesOf(bySize));
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
});

test('the filter dialog open on a phone closes when the window widens to the desktop, whose sidebar shows them', async ({
  page,
  request,
}) => {
  const { size, bySize } = await choices(request);
  const dialog = await phoneFilterDialog(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(dialog).toBeHidden();
  const filters = page.getByRole('form', { name: 'Filtrer' });
  await expect(filters).toBeVisible();
  const sizeBox = choice(filters, size);
  await sizeBox.check();
  await expect(page).toHaveURL(`/shop?size=${encodeURIComponent(size.value)}`);
  await expect(creationCount(page)).toHaveText(creations(bySize.total));
  await expect(sizeBox).toBeFocused();
  // Narrowed again, the phone's « Filtrer » is there, closed.
  await page.setViewportSize(phone);
  await expect(page.getByRole('button', { name: 'Filtrer, 1 filtre actif' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(dialog).toBeHidden();
});

test('a long size list shows its first 12; the keyboard unfolds the rest, and a size chosen there stays in view', async ({
  page,
  request,
}) => {
  const { all } = await choices(request);
  const sizes = all.facets.size ?? [];
  expect(sizes.length).toBeGreaterThan(12);
  const far = sizes.at(-1);
  if (!far) throw new Error('The seed has no size');
  await page.goto('/shop');
  const group = page.getByRole('form', { name: 'Filtrer' }).getByRole('group', { name: 'Taille' });
  await expect(group.getByRole('checkbox')).toHaveCount(12);
  const more = group.locator('summary');
  await expect(more).toHaveAccessibleName(`Afficher ${sizes.length - 12} tailles de plus`);
  await choice(group, sizes[11] as FacetCount).focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group.getByRole('checkbox')).toHaveCount(sizes.length);
  await expect(more).toHaveAccessibleName('Afficher moins');

  const farBox = choice(group, far);
  await farBox.check();
  await expect(page).toHaveURL(`/shop?size=${encodeURIComponent(far.value).replace(/%20/g, '+')}`);
  await expect(farBox).toBeFocused();
  await more.press('Enter');
  await expect(group.getByRole('checkbox')).toHaveCount(13);
  await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(more).toHaveAccessibleName(`Afficher ${sizes.length - 13} tailles de plus`);
});
