import type { ProductListResponse } from '@aurele/storefront-contract';
import { expect, test } from './fixtures.ts';

test('the home page lists the products the storefront serves, through the BFF', async ({
  page,
  request,
  emulator,
}) => {
  const upstream = await request.get(`${emulator.apiOrigin}/store/${emulator.storeId}/products`);
  const { products } = (await upstream.json()) as ProductListResponse;
  expect(products.length).toBeGreaterThanOrEqual(48);

  await page.goto('/');

  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(products.length);
  for (const product of [products[0], products.at(-1)]) {
    await expect(page.getByRole('heading', { name: product?.title, exact: true })).toBeVisible();
  }
});
