import type { Page } from '@playwright/test';
import { catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated } from './held-scripts.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/** Issue 27, point 4: the size guide where the size is chosen, the product's own table. */

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

async function productPage(request: Parameters<typeof catalogue>[0], title: string) {
  const product = (await catalogue(request)).find((candidate) => candidate.title === title);
  if (!product) throw new Error(`the seed has no ${title}`);
  return `/product/${product.id}`;
}

const guide = (page: Page) => page.getByRole('dialog', { name: 'Guide des tailles' });
const openGuide = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Guide des tailles' });

test('beside the sizes, « Guide des tailles » shows the women’s table with the chosen size set apart', async ({
  page,
  request,
}) => {
  await page.goto(await productPage(request, 'Robe portefeuille en soie'));
  await page.getByRole('main').getByRole('radio', { name: '38', exact: true }).click();
  await openGuide(page).click();
  const table = guide(page).getByRole('table', { name: 'Tailles femme' });
  // 38 is in the S row (EU 36-38): that row is the shopper's.
  await expect(table.getByRole('row', { name: /^S 36-38/ })).toHaveAttribute('aria-current', 'true');
  await expect(table.locator('tr[aria-current]')).toHaveCount(1);
  await expect(guide(page)).toContainText('Votre taille, 38, est mise en évidence dans le tableau.');
  // The product's own word on its fit.
  await expect(guide(page).getByText('Taille normalement')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide(page)).toHaveCount(0);
  await expect(openGuide(page)).toBeFocused();
});

test('a pair of shoes opens the pointures, a man’s shirt the men’s table', async ({ page, request }) => {
  await page.goto(await productPage(request, 'Mocassins en cuir lisse'));
  await openGuide(page).click();
  await expect(guide(page).getByRole('table', { name: 'Pointures' })).toBeVisible();
  await expect(guide(page)).toContainText(
    'Choisissez une taille : sa ligne sera mise en évidence dans le tableau.',
  );

  await page.goto(await productPage(request, 'Chemise en oxford'));
  await openGuide(page).click();
  await expect(guide(page).getByRole('table', { name: 'Tailles homme' })).toBeVisible();
});

test('before the app runs it is a link to the product’s table on /size-guide', async ({
  context,
  request,
}) => {
  const address = await productPage(request, 'Chemise en oxford');
  const { page, scripts } = await earlyPage({ context });
  await page.goto(address, { waitUntil: 'commit' });
  const link = page.getByRole('main').getByRole('link', { name: 'Guide des tailles' });
  await expect(link).toHaveAttribute('href', '/size-guide#tailles-homme');
  await notHydrated(page);
  await link.click();
  await expect(page).toHaveURL(/\/size-guide#tailles-homme$/);
  await scripts.release();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Homme' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Tailles homme' })).toBeVisible();
});
