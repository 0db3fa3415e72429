import type { VariantStockResponse } from '@aurele/storefront-contract';
import type { APIRequestContext } from '@playwright/test';
import { catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A purchasable variant that manages its inventory and has at least two units left. */
async function stockedVariant(request: APIRequestContext) {
  const products = await catalogue(request);
  for (const product of products.filter((p) => p.purchasable)) {
    const variant = product.variants.find((v) => v.manage_inventory && (v.inventory_quantity ?? 0) >= 2);
    if (variant) return { product, variant };
  }
  throw new Error('The seed has no stocked variant');
}

async function stockOf(request: APIRequestContext, productId: string, variantId: string) {
  const answer = await request.get(`/api/variants?product_ids[]=${productId}`);
  const { variants } = (await answer.json()) as VariantStockResponse;
  return variants.find((v) => v.id === variantId)?.inventory_quantity;
}

test('a checkout returns a payment page that pays, takes the stock and comes back to /success', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, variant } = await stockedVariant(request);
  const before = await stockOf(request, product.id, variant.id);

  const checkout = await request.post('/api/checkout', {
    data: { items: [{ variant_id: variant.id, quantity: 2 }], locale: 'fr-FR', timeZone: 'Europe/Brussels' },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };

  await page.goto(url);
  await expect(page.getByText(product.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(`${baseURL}/success`);
  expect(await stockOf(request, product.id, variant.id)).toBe((before ?? 0) - 2);
});

test('« Annuler » on the payment page comes back to the cart and takes nothing', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, variant } = await stockedVariant(request);
  const before = await stockOf(request, product.id, variant.id);
  const checkout = await request.post('/api/checkout', {
    data: { items: [{ variant_id: variant.id, quantity: 1 }] },
  });
  const { url } = (await checkout.json()) as { url: string };

  await page.goto(url);
  await page.getByRole('button', { name: 'Annuler' }).click();

  await expect(page).toHaveURL(`${baseURL}/cart`);
  expect(await stockOf(request, product.id, variant.id)).toBe(before);
});
