import { byOrder, catalogue, notices, shownPrice } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('the home page shows the first four products by order, live, each linked to its page', async ({
  page,
  request,
}) => {
  const featured = byOrder(await catalogue(request)).slice(0, 4);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const selection = page.getByRole('list', { name: 'Les pièces du moment' });
  await expect(selection.getByRole('heading', { level: 3 })).toHaveText(
    featured.map((product) => product.title),
  );
  for (const product of featured) {
    const card = selection.getByRole('article', { name: product.title });
    await expect(card.getByRole('link', { name: product.title })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    );
    await expect(card).toContainText(shownPrice(product));
  }
});

test('the universes lead to their collections', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Homme', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=homme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Homme' })).toBeVisible();
});

test('the newsletter asks for an address, then only thanks the shopper', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'La lettre de la Maison' });
  const email = form.getByRole('textbox', { name: 'Adresse e-mail' });
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(email).toBeFocused();
  await expect(form.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();

  let sent = false;
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent = true;
  });
  await email.fill('claire.martin@exemple.be');
  await email.press('Enter');
  await expect(notices(page)).toContainText('Merci pour votre inscription');
  expect(sent).toBe(false);
});
