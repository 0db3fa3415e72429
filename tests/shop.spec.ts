import {
  defaultBrandCollectionTable,
  defaultCollectionTable,
  type Product as RawProduct,
} from '@aurele/storefront-contract';
import type { Page } from '@playwright/test';
import {
  byOrder,
  cartLink,
  catalogue,
  closeAddedDrawer,
  creationCount,
  creations,
  displayVariant,
  notices,
  payable,
  storedCart,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { smallStock } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const productList = (page: Page) => page.getByRole('list', { name: 'Produits' });
const cardTitles = (page: Page) => productList(page).getByRole('heading', { level: 2 });

const inCollection = (id: string) => (product: RawProduct) =>
  (product.product_collections ?? []).some((collection) => collection.collection_id === id);
const inCategory = (slug: keyof typeof defaultCollectionTable) => inCollection(defaultCollectionTable[slug]);

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test('a category from the address: its title, its products, its link marked in the sidebar', async ({
  page,
  request,
}) => {
  const femme = byOrder((await catalogue(request)).filter(inCategory('femme')));
  await page.goto('/shop?category=femme');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Femme' })).toBeVisible();
  await expect(creationCount(page)).toHaveText(creations(femme.length));
  await expect(cardTitles(page)).toHaveText(femme.map((product) => product.title));
  const collections = page.getByRole('navigation', { name: 'Collections' });
  await expect(collections.getByRole('link', { name: 'Femme' })).toHaveAttribute('aria-current', 'page');
  await expect(collections.getByRole('link', { name: 'Toutes les collections' })).not.toHaveAttribute(
    'aria-current',
  );

  await collections.getByRole('link', { name: 'Accessoires' }).click();
  await expect(page).toHaveURL(/\/shop\?category=accessoires$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Accessoires' })).toBeVisible();
});

test('a search ignores accents and case: « echarpe » finds « Écharpe »', async ({ page }) => {
  await page.goto('/shop?search=ECHARPE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « ECHARPE »');
  await expect(cardTitles(page)).toContainText(['Écharpe en cachemire']);
  await expect(creationCount(page)).toHaveText('1 création');

  await page.getByRole('link', { name: 'Retirer le filtre Recherche : ECHARPE' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes nos collections' })).toBeVisible();
});

for (const [typed, word] of [
  ['robbe', /robe/i],
  ['pantallon', /pantalon/i],
  ['chemse', /chemise/i],
] as const) {
  test(`a search forgives typos: « ${typed} » finds what it meant`, async ({ page }) => {
    await page.goto(`/shop?search=${typed}`);
    await expect(cardTitles(page).first()).toHaveText(word);
  });
}

test('a brand and a selection from the address narrow the list', async ({ page, request }) => {
  const products = await catalogue(request);
  // A list carries no metadata: a brand is its collection.
  const gucci = byOrder(products.filter(inCollection(defaultBrandCollectionTable.gucci)));
  await page.goto('/shop?brand=gucci');
  await expect(page.getByRole('heading', { level: 1, name: 'Gucci' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(gucci.map((product) => product.title));

  const onSale = byOrder(
    products.filter((product) => displayVariant(product)?.prices[0]?.sale_amount != null),
  );
  await page.goto('/shop?filter=promotions');
  await expect(cardTitles(page)).toHaveText(onSale.map((product) => product.title));
  await expect(creationCount(page)).toHaveText(creations(onSale.length));
});

test('sorting works, from the address and from the select', async ({ page, request }) => {
  const products = byOrder(await catalogue(request));
  // Sold « sur demande », a product has no price to sort by: it comes last.
  const price = (product: RawProduct) => {
    const shown = displayVariant(product);
    return shown ? payable(shown) : Number.POSITIVE_INFINITY;
  };
  const cheapestFirst = [...products].sort((a, b) => price(a) - price(b));
  await page.goto('/shop?sort=price-low');
  await expect(cardTitles(page).first()).toHaveText(cheapestFirst[0]?.title ?? '');
  // The first page of it: 24 products.
  await expect(cardTitles(page)).toHaveText(cheapestFirst.slice(0, 24).map((product) => product.title));

  // A list carries no creation date: the newest are in the storefront's own newest-first order.
  const newest = await catalogue(request, 'sort_by=created_at&order=DESC');
  await page.getByRole('combobox', { name: 'Trier par' }).click();
  await page.getByRole('option', { name: 'Nouveautés' }).click();
  await expect(page).toHaveURL(/\/shop\?sort=newest$/);
  await expect(cardTitles(page)).toHaveText(newest.slice(0, 24).map((product) => product.title));
});

test('on a phone the shop lays out its first tiles, and the others as the shopper scrolls towards them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  const total = Number((await creationCount(page).textContent())?.match(/\d+/)?.[0]);
  const tiles = productList(page).getByRole('listitem');
  // The server draws a whole page; past the twelfth, a tile skips layout until it comes near the screen.
  await expect(tiles).toHaveCount(Math.min(total, 24));
  const skipped = (tile: number) =>
    tiles.nth(tile).evaluate((item) => getComputedStyle(item).contentVisibility);
  expect(await skipped(11)).toBe('visible');
  expect(await skipped(12)).toBe('auto');
  await tiles.nth(20).scrollIntoViewIfNeeded();
  await expect(tiles.nth(20).getByRole('heading', { level: 2 })).toBeVisible();
});

test('the grid/list toggle lays the cards out in rows', async ({ page }) => {
  await page.goto('/shop');
  const grid = page.getByRole('button', { name: 'Afficher en grille' });
  const list = page.getByRole('button', { name: 'Afficher en liste' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  const firstCard = productList(page).getByRole('article').first();
  const gridWidth = (await firstCard.boundingBox())?.width ?? 0;

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await firstCard.boundingBox())?.width ?? 0).toBeGreaterThan(gridWidth * 2);
});

test('a one-variant product goes to the cart from its card, up to its stock', async ({
  page,
  request,
  emulator: _seeded,
}) => {
  const { product, variant, stock } = smallStock(byOrder(await catalogue(request)), 1, 3);

  await page.goto(`/shop?search=${encodeURIComponent(product.title)}`);
  const card = productList(page).getByRole('article', { name: product.title });
  const add = card.getByRole('button', { name: 'Ajouter au panier', exact: true });
  for (let unit = 1; unit <= stock; unit += 1) {
    await add.click();
    await closeAddedDrawer(page);
    await expect(cartLink(page)).toHaveAccessibleName(
      unit === 1 ? 'Panier, 1 article' : `Panier, ${unit} articles`,
    );
  }
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({ variant: expect.objectContaining({ id: variant.id }), quantity: stock }),
  ]);

  await add.click();
  await expect(notices(page)).toContainText("Erreur d'ajout au panier");
  await expect(notices(page)).toContainText(
    `Stock insuffisant pour ${product.title} (${variant.title}). Seulement ${stock} restant.`,
  );
  await expect(cartLink(page)).toHaveAccessibleName(`Panier, ${stock} article${stock > 1 ? 's' : ''}`);
});

test('on a phone, a tablet and a desktop, the action of every card stays on one line', async ({ page }) => {
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/shop');
    const cards = productList(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The action is each card's last control; its words are its first child.
    const actions = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const action = [...article.querySelectorAll<HTMLElement>('a, button')].at(-1);
        const words = action?.firstElementChild;
        if (!action || !words) return { label: article.getAttribute('aria-label'), lines: 0, overflow: 0 };
        const lineHeight = Number.parseFloat(getComputedStyle(words).lineHeight);
        return {
          label: action.textContent,
          lines: Math.round(words.getBoundingClientRect().height / lineHeight),
          overflow: action.scrollWidth - action.clientWidth,
        };
      }),
    );
    for (const action of actions) {
      expect(action, `${width} px`).toMatchObject({ lines: 1, overflow: 0 });
    }
  }
});

test('a failed load says why under a French heading, and « Réessayer » loads the list', async ({ page }) => {
  await page.goto('/shop');
  // The server drew the whole shop: the next list is the browser's to ask for, and the BFF fails it once.
  let failed = false;
  await page.route('**/api/catalogue?*', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"status":503}}' });
  });
  await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Homme' }).click();
  await expect(page.getByRole('heading', { name: 'Impossible de charger les produits' })).toBeVisible();
  await expect(page.getByText('Error loading products: HTTP 503: Service Unavailable')).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(productList(page).getByRole('article').first()).toBeVisible();
});

test('« Voir plus » is a link to the next page that, once the app runs, adds it below and focuses its first product', async ({
  page,
  request,
}) => {
  const all = byOrder(await catalogue(request));
  expect(all.length).toBeGreaterThan(24);
  await page.goto('/shop');
  await expect(cardTitles(page)).toHaveCount(24);
  await expect(page.getByText(`Vous avez vu 24 créations sur ${all.length}`)).toBeVisible();
  const more = page.getByRole('link', { name: 'Voir plus' });
  await expect(more).toHaveAttribute('href', '/shop?page=2');
  await more.click();
  await expect(cardTitles(page)).toHaveCount(Math.min(48, all.length));
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(all[24]?.title ?? '-'));
  await expect(cardTitles(page)).toHaveText(all.slice(0, 48).map((product) => product.title));

  // To a product and back: the same 48 products, where the shopper left them.
  const card = productList(page).getByRole('article', { name: all[30]?.title });
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await card.getByRole('heading', { level: 2 }).click();
  await expect(page.getByRole('heading', { level: 1, name: all[30]?.title })).toBeVisible();
  await page.goBack();
  await expect(cardTitles(page)).toHaveCount(Math.min(48, all.length));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  await expect(card).toBeInViewport();

  // Forward to the product, reloaded there, and back again — a list the server draws anew —, then a reload of the
  // list: the history entry keeps its list and where the shopper was in it.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: all[30]?.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: all[30]?.title })).toBeVisible();
  await page.goBack();
  await expect(cardTitles(page)).toHaveText(all.slice(0, 48).map((product) => product.title));
  await expect(card).toBeInViewport();
  // The server draws the second page alone and the browser scrolls that shorter page; the first page joins above
  // once the app runs, and the list goes back to where the shopper was, not to the bottom of the second.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(cardTitles(page)).toHaveText(all.slice(0, 48).map((product) => product.title));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 200);
  await expect(card).toBeInViewport();
});

test('an impossible search is headed by what was searched, says the list is empty, and offers the collections', async ({
  page,
}) => {
  await page.goto('/shop?search=introuvable');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Aucun résultat pour « introuvable »' }),
  ).toBeVisible();
  await expect(page.getByText('Aucun produit disponible pour le moment.', { exact: true })).toBeVisible();
  // No word of the catalogue is near: nothing to correct.
  await expect(page.getByText(/Vouliez-vous dire/)).toHaveCount(0);
  const collections = page.getByRole('navigation', { name: 'Explorez nos collections' });
  await expect(collections.getByRole('link')).toHaveText(['Femme', 'Homme', 'Enfant', 'Accessoires']);
  await collections.getByRole('link', { name: 'Femme' }).click();
  await expect(page).toHaveURL(/\/shop\?category=femme$/);
  await expect(productList(page)).toBeVisible();

  await page.goto('/shop?search=introuvable');
  await page.getByRole('link', { name: 'Voir toutes nos collections' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(productList(page)).toBeVisible();
});

test('a search too far from any word offers the nearest: « robbbe » — « Vouliez-vous dire robe ? »', async ({
  page,
}) => {
  await page.goto('/shop?search=robbbe');
  await expect(page.getByRole('heading', { level: 2, name: 'Aucun résultat pour « robbbe »' })).toBeVisible();
  await expect(page.getByText('Vouliez-vous dire robe\u00a0?', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'robe', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?search=robe$/);
  await expect(cardTitles(page).first()).toHaveText(/robe/i);
});

test("the header's search field keeps the query on its results, in the page the server draws too", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/shop?search=robbe')).text();
  expect(html).toMatch(
    /<input[^>]*name="search"[^>]*value="robbe"|<input[^>]*value="robbe"[^>]*name="search"/,
  );
  await page.goto('/shop?search=robbe');
  const field = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Rechercher une pièce ou une marque' });
  await expect(field).toHaveValue('robbe');
  await page.goto('/shop');
  await expect(field).toHaveValue('');
});
