import type { AdminProductsAnswer, CatalogueAnswer } from '@aurele/shop-contract';
import type { Product as RawProduct } from '@aurele/storefront-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { anAdmin } from '../packages/web/src/testing/user-fixtures.ts';
import { catalogue } from './catalogue-helpers.ts';
import { expect, testOnOwnStack } from './own-stack.ts';
import { chatAlreadyOpened, signedInAs } from './shop-storage.ts';

// The dashboard's « Produits » on the emulator's store, on a stack of its own: selling a product out here must not
// reach the other specs, and the BFF's stock book must start from nothing (it reads the whole store at most every
// five minutes).
const test = testOnOwnStack({});

test.beforeEach(async ({ page }) => {
  await chatAlreadyOpened(page);
  await signedInAs(
    page,
    anAdmin({ id: 'user_catalogue', email: 'catalogue@maison-aurele.be', grade: 'gestion-produits' }),
  );
});

const table = (page: Page) => page.getByRole('table', { name: 'Catalogue' });
const rowTitles = (page: Page) => table(page).getByRole('rowheader');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produits? sur/ });

/** Every unit of every variant of the product bought and paid, as other shoppers would have. */
async function sellOut(request: APIRequestContext, product: RawProduct) {
  const items = product.variants
    .filter((variant) => (variant.inventory_quantity ?? 0) > 0)
    .map((variant) => ({ variant_id: variant.id, quantity: variant.inventory_quantity as number }));
  const checkout = await request.post('/api/checkout', { data: { items } });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const session = new URL(url);
  const paid = await request.post(`${session.origin}${session.pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test("the list is the whole store: its total is /api/catalogue's, 50 rows a page, each linked to the shop", async ({
  page,
  request,
}) => {
  const shop = (await (await request.get('/api/catalogue')).json()) as CatalogueAnswer;
  await page.goto('/admin');
  await expect(count(page)).toHaveText(`${shop.total} produits sur ${shop.total}`);
  await expect(rowTitles(page)).toHaveCount(50);
  await expect(
    page.getByText("Données d'exemple : le tableau de bord n'est pas encore relié à la boutique."),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page.getByText(`Page 2 sur ${Math.ceil(shop.total / 50)}`)).toBeVisible();
  await expect(rowTitles(page)).toHaveCount(shop.total - 50);

  const first = rowTitles(page).first();
  const title = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a search finds a product by its title; « En rupture » lists the one sold out; the export has its rows', async ({
  page,
  request,
}) => {
  const products = await catalogue(request);
  const soldOut = products.find(
    (product) =>
      product.purchasable !== false &&
      product.variants.length > 1 &&
      product.variants.every((v) => v.manage_inventory),
  );
  if (!soldOut) throw new Error('No product of the seed to sell out');
  await sellOut(request, soldOut);

  await page.goto('/admin');
  await expect(count(page)).toHaveText(`${products.length} produits sur ${products.length}`);
  const search = page.getByRole('searchbox', { name: /Rechercher un produit/ });
  await search.fill(soldOut.title);
  await search.press('Enter');
  await expect(rowTitles(page).filter({ hasText: soldOut.title })).toHaveCount(1);
  await search.fill('');
  await search.press('Enter');
  await expect(count(page)).toHaveText(`${products.length} produits sur ${products.length}`);

  await page.getByRole('checkbox', { name: 'En rupture' }).check();
  // The BFF reads the whole store's stock in the background; the list fills in and says how fresh it is.
  await expect(rowTitles(page)).toHaveText([soldOut.title], { timeout: 15_000 });
  await expect(count(page)).toHaveText(`1 produit sur ${products.length}`);
  const row = table(page).getByRole('row').filter({ hasText: soldOut.title });
  await expect(row).toContainText('Rupture');
  await expect(row).toContainText(`${soldOut.variants.length} tailles épuisées`);
  await expect(page.getByText(/^Stock relevé/)).toBeVisible();

  const exportLink = page.getByRole('link', { name: 'Exporter' });
  await expect(exportLink).toHaveAttribute('href', '/api/admin/products/export?filter%5B%5D=sold-out');
  const download = page.waitForEvent('download');
  await exportLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('produits-maison-aurele.csv');
  const csv = (await (await request.get((await exportLink.getAttribute('href')) ?? '')).body()).toString(
    'utf8',
  );
  expect(csv.startsWith('\uFEFFRéférence;Produit;')).toBe(true);
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`;${soldOut.title};`);
  expect(lines[1]).toContain(';Rupture;');
});

test('the API answers the same list, and refuses hostile input with a 400 and a message', async ({
  request,
}) => {
  const answer = (await (
    await request.get('/api/admin/products?sort=price&order=desc')
  ).json()) as AdminProductsAnswer;
  expect(answer.pageSize).toBe(50);
  const bad = await request.get('/api/admin/products?page=0');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: { status: 400, message: 'Paramètre de requête invalide.' } });
});

test('« Analyses » counts the real catalogue beside the labelled sales sample', async ({ page, request }) => {
  await signedInAs(page, anAdmin({ id: 'user_direction', email: 'direction@maison-aurele.be' }));
  const shop = (await (await request.get('/api/catalogue')).json()) as CatalogueAnswer;
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Analyses/ }).click();
  const products = page.getByRole('term').filter({ hasText: /^Produits$/ });
  await expect(products.locator('+ dd')).toHaveText(String(shop.total));
  await expect(page.getByRole('img', { name: 'Produits par collection' })).toBeVisible();
  const femme = page
    .getByRole('table', { name: 'Produits par collection' })
    .getByRole('row', { name: /^Femme/ });
  const femmeTotal = ((await (await request.get('/api/catalogue?category=femme')).json()) as CatalogueAnswer)
    .total;
  await expect(femme).toContainText(String(femmeTotal));
  await expect(page.getByRole('img', { name: 'Répartition des prix' })).toBeVisible();
  await expect(page.getByText(/^Données d'exemple\s:\sla boutique ne transmet ni commandes/)).toBeVisible();
});

test('on a phone the list scrolls inside its frame, never the page sideways', async ({ page }) => {
  await signedInAs(page, anAdmin());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(rowTitles(page)).toHaveCount(50);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.getByRole('tab', { name: /^Analyses/ }).click();
  await expect(page.getByRole('img', { name: 'Produits par collection' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
