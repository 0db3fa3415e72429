import { catalogueAnswer as answer } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// Cards in a list filtered on a colour. The seed's colours and their photos are read from /api/catalogue, never
// written here.

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('with a colour filter on, every card shows that colour’s photo and opens the product on it', async ({
  page,
  request,
}) => {
  const all = await answer(request);
  // The colour of the most products: the first page of its list is full of cards to check.
  const [colour] = [...(all.facets.colour ?? [])].sort((a, b) => b.count - a.count);
  if (!colour) throw new Error('The seed has no colour');
  const filtered = await answer(request, `colour=${encodeURIComponent(colour.value)}`);
  const shown = filtered.products.map((tile) => {
    const inColour = tile.colours.find((entry) => entry.value === colour.value);
    if (!inColour) throw new Error(`${tile.title} is listed for ${colour.value} without that colour`);
    return { tile, inColour };
  });
  // Photos the cards would not show without the filter: the test proves the card changed its photo.
  expect(shown.some(({ tile, inColour }) => inColour.image && inColour.image !== tile.image)).toBe(true);

  await page.goto(`/shop?colour=${encodeURIComponent(colour.value)}`);
  const list = page.getByRole('list', { name: 'Produits' });
  for (const { tile, inColour } of shown) {
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tile.title }) });
    const link = card.getByRole('link', { name: tile.title, exact: true });
    await expect(link).toHaveAttribute(
      'href',
      `/product/${tile.id}?colour=${encodeURIComponent(colour.value)}`,
    );
    // The picture is asked of the CDN by its path: the colour's file, else the product's.
    const file = new URL(inColour.image ?? tile.image ?? '').pathname.split('/').pop() ?? '';
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(file.replace('.', '\\.')));
  }

  const [{ tile: first }] = shown as [(typeof shown)[number]];
  await list.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^?]+\?colour=/);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: colour.value, exact: true })).toBeChecked();
});

test('a card’s colour discs: pointing at one shows its photo, choosing one opens the product on it', async ({
  page,
  request,
}) => {
  const { products } = await answer(request);
  // A product of two colours or more, the second with a photo of its own.
  const tile = products.find(({ colours }) => colours.length > 1 && colours[1]?.image);
  const second = tile?.colours[1];
  if (!tile || !second?.image) throw new Error('The seed has no product in two photographed colours');
  const file = (address: string) => new URL(address).pathname.split('/').pop() ?? '';

  await page.goto('/shop');
  const card = page
    .getByRole('list', { name: 'Produits' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: tile.title }) });
  const discs = card.getByRole('group', { name: `Couleurs de ${tile.title}` });
  await expect(discs.getByRole('radio')).toHaveCount(Math.min(tile.colours.length, 5));
  for (const radio of await discs.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  const photo = card.locator('img');
  await expect(photo).not.toHaveAttribute('src', new RegExp(file(second.image)));

  await discs.getByRole('radio', { name: second.value }).hover();
  await expect(photo).toHaveAttribute('src', new RegExp(file(second.image)));
  await discs.getByRole('radio', { name: second.value }).check();
  await page.mouse.move(0, 0);
  // Chosen, it stays when the pointer leaves.
  await expect(photo).toHaveAttribute('src', new RegExp(file(second.image)));

  await card.getByRole('link', { name: tile.title, exact: true }).click();
  await expect(page).toHaveURL(`/product/${tile.id}?colour=${encodeURIComponent(second.value)}`);
  await expect(page.getByRole('heading', { level: 1, name: tile.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: second.value, exact: true })).toBeChecked();
});

test('on a desktop, a mouse resting on a card shows its second photo, asked for only then', async ({
  page,
  request,
}) => {
  const all = await answer(request);
  const tile = all.products.find((candidate) => candidate.secondImage);
  if (!tile?.secondImage) throw new Error('The seed has no product with two photos');
  const file = new URL(tile.secondImage).pathname.split('/').pop() ?? '';
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(file)) asked.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop');
  const card = page.getByRole('list', { name: 'Produits' }).getByRole('article', { name: tile.title });
  await expect(card.locator('img')).toHaveCount(1);
  expect(asked).toEqual([]);

  // On its photo, away from its colour discs (a disc pointed at shows that colour instead); the title's link
  // covers the card, so the mouse is moved there rather than onto the picture itself.
  const photo = await card.locator('img').boundingBox();
  if (!photo) throw new Error('The card has no photo');
  await page.mouse.move(photo.x + photo.width / 2, photo.y + photo.height / 2);
  const second = card.locator('img').nth(1);
  await expect(second).toHaveAttribute('src', new RegExp(file.replace('.', '\\.')));
  await expect.poll(() => second.evaluate((image) => getComputedStyle(image).opacity)).toBe('1');
  expect(asked.length).toBeGreaterThan(0);
  // Gone again when the mouse leaves.
  await page.mouse.move(0, 0);
  await expect.poll(() => second.evaluate((image) => getComputedStyle(image).opacity)).toBe('0');
});
