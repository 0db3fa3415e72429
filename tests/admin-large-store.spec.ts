import type { AdminProductsAnswer } from '@aurele/shop-contract';
import type { Page } from '@playwright/test';
import { anAdmin } from '../packages/web/src/testing/user-fixtures.ts';
import { expect, testOnOwnStack } from './own-stack.ts';
import { chatAlreadyOpened, signedInAs } from './shop-storage.ts';

// The dashboard on a store of a real fashion house's size: the emulator's large profile, 20 000 products.

const PRODUCTS = 20_000;
const test = testOnOwnStack({ EMULATOR_CATALOGUE_SIZE: String(PRODUCTS) });

// The store's index, read once for the whole file (a few seconds), as large-store.spec.ts does.
test.beforeAll(async ({ ownStack }) => {
  const answer = await fetch(`${ownStack.shopUrl}/api/catalogue`);
  expect(answer.status).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await chatAlreadyOpened(page);
  await signedInAs(
    page,
    anAdmin({ id: 'user_catalogue', email: 'catalogue@maison-aurele.be', grade: 'gestion-produits' }),
  );
});

const rowTitles = (page: Page) => page.getByRole('table', { name: 'Catalogue' }).getByRole('rowheader');

test('« Produits » lists 20 000 products 50 a page, pages to the last, and searches them', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page.getByText('20 000 produits sur 20 000')).toBeVisible();
  await expect(rowTitles(page)).toHaveCount(50);
  await expect(page.getByText('Page 1 sur 400')).toBeVisible();
  const firstTitle = await rowTitles(page).first().textContent();
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page.getByText('Page 2 sur 400')).toBeVisible();
  await expect(rowTitles(page)).toHaveCount(50);
  await expect(rowTitles(page).first()).not.toHaveText(firstTitle ?? '');

  // The last page, by price from the dearest, through the API the table reads.
  const last = (await (
    await request.get('/api/admin/products?sort=price&order=desc&page=400')
  ).json()) as AdminProductsAnswer;
  expect(last).toMatchObject({ total: PRODUCTS, page: 400, pageSize: 50 });
  expect(last.rows).toHaveLength(50);
  expect((await request.get('/api/admin/products?page=401')).status()).toBe(200);

  const search = page.getByRole('searchbox', { name: /Rechercher un produit/ });
  const wanted = last.rows[0];
  if (!wanted) throw new Error('No product on the last page');
  await search.fill(wanted.reference);
  await search.press('Enter');
  await expect(rowTitles(page).filter({ hasText: wanted.title })).not.toHaveCount(0);
  await expect(page.getByText(/^\d+ produits? sur 20.000$/)).toBeVisible();
});
