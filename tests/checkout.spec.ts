import { catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { stockedVariant, stockOf } from './seeded-products.ts';

test('a checkout returns a payment page that pays, takes the stock and comes back to /success', async ({
  page,
  request,
  baseURL,
  emulator: _seeded,
}) => {
  const { product, variant } = stockedVariant(await catalogue(request));
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
  const { product, variant } = stockedVariant(await catalogue(request));
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
