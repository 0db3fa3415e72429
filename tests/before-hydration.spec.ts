import type { APIRequestContext } from '@playwright/test';
import { authForm, header } from './account-helpers.ts';
import {
  cartComesToHold,
  cartLink,
  catalogue,
  catalogueAnswer,
  creationCount,
  creations,
  facetChoiceName,
  narrowingValue,
  storedCart,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated, theApp } from './held-scripts.ts';
import { chooseVariant, panelSubmit } from './product-helpers.ts';
import { shownVariantInStock } from './seeded-products.ts';

/**
 * A shopper on a loaded machine acts on the painted page before its scripts have run (DESIGN.md « Rendering »:
 * every control works before hydration or is replayed after it). Each test holds the scripts back, acts, lets
 * them through, and sees the outcome.
 */

test('/auth: « Espace client » clicked before the app runs opens the client login once it runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/auth', { waitUntil: 'commit' });
  await notHydrated(page);
  await page.getByRole('link', { name: /^Espace client/ }).click();
  await expect(page).toHaveURL(`${baseURL}/auth?mode=client`);
  await scripts.release();
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connexion à votre espace client' }),
  ).toBeVisible();
  // « Back » and the register toggle are links too: the address stays the one source of the step.
  await page.getByRole('link', { name: 'Pas encore de compte ? Créer un compte' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth?mode=client&view=register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('camille.lambert@example.be');
  await page.getByRole('link', { name: 'Retour au choix de l’espace' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth`);
  await page.getByRole('link', { name: /^Espace client/ }).click();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('');
});

test('/auth?mode=client: signing in before the app runs signs in once it runs, with nothing in the address', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context }, theApp);
  await page.goto('/auth?mode=client', { waitUntil: 'commit' });
  // The page's first script runs: it asks for the app.
  await scripts.requested;
  const form = authForm(page);
  await form.getByLabel('Adresse e-mail').fill('camille.lambert@example.be');
  await form.getByLabel(/^Mot de passe/).fill('peu importe');
  await notHydrated(page);
  await form.getByLabel(/^Mot de passe/).press('Enter');
  await expect(page).toHaveURL(`${baseURL}/auth?mode=client`);
  await scripts.release();
  await hydrated(page);
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(header(page).getByRole('button', { name: 'Mon espace, Camille' })).toBeVisible();
});

test('/shop: the header search sent before the app runs shows its results once it runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/shop', { waitUntil: 'commit' });
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill('écharpe');
  await notHydrated(page);
  await search.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/shop?search=%C3%A9charpe`);
  await scripts.release();
  await hydrated(page);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Résultats pour « écharpe »' }),
  ).toBeVisible();
});

/** A size of the seed that narrows `category`'s list, and the list it narrows it to. */
async function narrowingSize(request: APIRequestContext, category: string) {
  const whole = await catalogueAnswer(request, `category=${category}`);
  const size = narrowingValue(whole.facets.size, whole.total);
  const narrowed = await catalogueAnswer(
    request,
    `category=${category}&size=${encodeURIComponent(size.value)}`,
  );
  return { size, narrowed };
}

test('/shop: a size ticked and the filters sent before the app runs give the page the server renders filtered', async ({
  context,
  request,
}) => {
  const { size, narrowed } = await narrowingSize(request, 'femme');
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/shop?category=femme&sort=price-low', { waitUntil: 'commit' });
  const filters = page.getByRole('form', { name: 'Filtrer' });
  await filters.getByRole('checkbox', { name: facetChoiceName(size), exact: true }).check();
  await notHydrated(page);
  await filters.getByRole('button', { name: 'Appliquer' }).click();
  // The view's own parameters travel in hidden fields; the empty price fields are read as no price.
  await expect(page).toHaveURL(
    `/shop?category=femme&sort=price-low&size=${encodeURIComponent(size.value).replace(/%20/g, '+')}&price_min=&price_max=`,
  );
  await notHydrated(page);
  await expect(creationCount(page)).toHaveText(creations(narrowed.total));
  await expect(filters.getByRole('checkbox', { name: facetChoiceName(size), exact: true })).toBeChecked();
  await expect(
    page
      .getByRole('list', { name: 'Filtres actifs' })
      .getByRole('link', { name: `Retirer le filtre Taille : ${size.value}` }),
  ).toBeVisible();
  await scripts.release();
  await hydrated(page);
  await expect(filters.getByRole('button', { name: 'Appliquer' })).toHaveCount(0);
  await expect(creationCount(page)).toHaveText(creations(narrowed.total));
});

test('/shop: the empty price fields the filters sent before the app runs leave the address once it runs, in place', async ({
  context,
  request,
}) => {
  const { size, narrowed } = await narrowingSize(request, 'femme');
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/shop?category=femme', { waitUntil: 'commit' });
  const filters = page.getByRole('form', { name: 'Filtrer' });
  await filters.getByRole('checkbox', { name: facetChoiceName(size), exact: true }).check();
  await filters.getByRole('button', { name: 'Appliquer' }).click();
  const chosen = `/shop?category=femme&size=${encodeURIComponent(size.value).replace(/%20/g, '+')}`;
  await expect(page).toHaveURL(`${chosen}&price_min=&price_max=`);
  await expect(creationCount(page)).toHaveText(creations(narrowed.total));
  // The shopper has reached for the cart and scrolled down the list when the app takes the page over.
  await cartLink(page).focus();
  await page.evaluate(() => {
    window.scrollTo(0, 600);
    Object.assign(window, { notReloaded: true });
  });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const loads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/catalogue')) loads.push(sent.url());
  });
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await expect(page).toHaveURL(chosen);
  await expect(creationCount(page)).toHaveText(creations(narrowed.total));
  await expect(cartLink(page)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  // The list on the page is the one the clean address asks for: nothing is loaded again.
  expect(loads).toEqual([]);
});

test('/shop: a size past the first 12, unfolded and sent before the app runs, gives the page filtered', async ({
  context,
  request,
}) => {
  const whole = await catalogueAnswer(request, 'category=femme');
  const far = whole.facets.size?.[12];
  if (!far) throw new Error('The seed has no 13th size in the femme collection');
  const { page } = await earlyPage({ context });
  await page.goto('/shop?category=femme', { waitUntil: 'commit' });
  const filters = page.getByRole('form', { name: 'Filtrer' });
  const box = filters.getByRole('checkbox', { name: facetChoiceName(far), exact: true });
  await expect(box).toBeHidden();
  await filters.locator('summary').click();
  await box.check();
  await notHydrated(page);
  await filters.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(far.value).replace(/%20/g, '\\+')}&`));
  await expect(box).toBeChecked();
  await notHydrated(page);
});

test('/shop: a size ticked before the app runs, and not sent, is applied once it runs', async ({
  context,
  request,
}) => {
  const { size, narrowed } = await narrowingSize(request, 'homme');
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/shop?category=homme', { waitUntil: 'commit' });
  const box = page
    .getByRole('form', { name: 'Filtrer' })
    .getByRole('checkbox', { name: facetChoiceName(size), exact: true });
  await box.check();
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await expect(page).toHaveURL(`/shop?category=homme&size=${encodeURIComponent(size.value)}`);
  await expect(creationCount(page)).toHaveText(creations(narrowed.total));
  await expect(page.getByRole('checkbox', { name: facetChoiceName(size), exact: true })).toBeChecked();
});

test('/shop on a phone: « Filtrer » shows the filters before the app runs, and they are sent as a form', async ({
  context,
  request,
}) => {
  const { size, narrowed } = await narrowingSize(request, 'femme');
  const { page } = await earlyPage({ context });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop?category=femme', { waitUntil: 'commit' });
  const filters = page.getByRole('form', { name: 'Filtrer' });
  await expect(filters).toBeHidden();
  await page.getByRole('link', { name: 'Filtrer' }).click();
  await expect(filters).toBeVisible();
  await filters.getByRole('checkbox', { name: facetChoiceName(size), exact: true }).check();
  await filters.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/\/shop\?category=femme&size=/);
  await notHydrated(page);
  await expect(creationCount(page)).toHaveText(creations(narrowed.total));
});

test('product page: « Ajouter au panier » pressed before the app runs ends up in the cart', async ({
  context,
  request,
  baseURL,
}) => {
  const { product, variant } = shownVariantInStock(await catalogue(request), 3);

  // The product page as the server renders it, its stock not known yet: the form still sends the add.
  const { page, scripts } = await earlyPage({ context });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // The stepper's buttons need the app; its field is a plain input, and the form sends it; the size chips are
  // native radios the form sends too.
  await page.getByRole('spinbutton').fill('2');
  await chooseVariant(page, variant);
  await notHydrated(page);
  await panelSubmit(page).click();
  await expect(page).toHaveURL(/\/cart\?add=/);
  await scripts.release();
  await hydrated(page);
  // The cart page added it, then took it off the address: a reload adds nothing more.
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: product.title })).toBeVisible();
  await cartComesToHold(page, variant, 2);
});

test('product page: « Ajouter au panier » pressed while the app hydrates ends up in the cart', async ({
  context,
  request,
}) => {
  const { product, variant } = shownVariantInStock(await catalogue(request), 1);
  const { page, scripts } = await earlyPage({ context }, theApp);
  // A slow phone: the press lands before, during or after hydration, the stock known or not; each way, the
  // line must reach the cart (the button never turns off under the finger while the stock is asked).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // Its size chosen in a shared link: what is tested is the press on « Ajouter au panier » itself.
  await page.goto(`/product/${product.id}?variant=${variant.id}`, { waitUntil: 'domcontentloaded' });
  const add = page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });
  await expect(add).toBeVisible();
  await scripts.release();
  await add.click();
  await hydrated(page);
  await cartComesToHold(page, variant, 1);
});

test('/cart?add=…: the address a card or product form sends adds the line once, with the chosen quantity', async ({
  context,
  request,
  baseURL,
}) => {
  const { product, variant } = shownVariantInStock(await catalogue(request), 3);
  const { page, scripts } = await earlyPage({ context });
  await page.goto(`/cart?add=${product.id}&variant=${variant.id}&quantity=2`, { waitUntil: 'commit' });
  await scripts.release();
  await hydrated(page);
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ quantity: 2 })]);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ quantity: 2 })]);
});

test('header: « Explorer », the user menu and the mobile menu lead somewhere before the app runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  const header = page.getByRole('banner');
  await page.goto('/about', { waitUntil: 'commit' });
  await notHydrated(page);
  await header.getByRole('link', { name: 'Explorer' }).click();
  await expect(page).toHaveURL(`${baseURL}/shop`);

  await header.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth`);

  await page.setViewportSize({ width: 320, height: 700 });
  await header.getByRole('link', { name: 'Ouvrir le menu' }).click();
  await expect(page).toHaveURL(`${baseURL}/shop`);

  // Once the app runs, the menu button is the button it always was.
  await scripts.release();
  await hydrated(page);
  await header.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('home: the newsletter sent before the app runs is thanked once it runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/', { waitUntil: 'commit' });
  const newsletter = page.getByRole('form', { name: 'La lettre de la Maison' });
  await newsletter.getByRole('textbox').fill('lea.martin@example.fr');
  await notHydrated(page);
  await newsletter.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\?sent=newsletter&email=/);
  await scripts.release();
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Merci pour votre inscription',
  );
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('contact: a message sent before the app runs is checked once it runs, nothing typed is lost', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel(/^Nom/).fill('Léa Martin');
  await page.getByLabel(/^Adresse e-mail/).fill('lea.martin@example.fr');
  await page.getByLabel(/^Message/).fill('Bonjour, une question sur une commande.');
  await notHydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=contact&/);
  await scripts.release();
  await hydrated(page);
  // The subject list needs the app: it is the one field still asked for.
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Champs requis');
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Léa Martin');
  await expect(page.getByLabel(/^Message/)).toHaveValue('Bonjour, une question sur une commande.');
  await expect(page).toHaveURL(`${baseURL}/contact`);
});

test('/track-order: a search sent before the app runs is made once it runs', async ({ context, baseURL }) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/track-order', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /Numéro de commande/ }).fill('zlr-73920');
  await notHydrated(page);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/track-order\?sent=tracking&order=zlr-73920/);
  await scripts.release();
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Commande ZLR-73920' })).toContainText('En transit');
  await expect(page).toHaveURL(`${baseURL}/track-order`);
});

test('/return-portal: a request sent before the app runs is answered once it runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/return-portal', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /Numéro de commande/ }).fill('ZE-24817');
  await notHydrated(page);
  await page.getByRole('button', { name: 'Rechercher ma commande' }).click();
  await expect(page).toHaveURL(/\/return-portal\?sent=return&/);
  await scripts.release();
  await hydrated(page);
  // The e-mail was left empty: the request is refused as it would have been with the app.
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Champs requis');
  await expect(page.getByRole('textbox', { name: /Numéro de commande/ })).toHaveValue('ZE-24817');
  await expect(page).toHaveURL(`${baseURL}/return-portal`);
});

// Controls that are neither links nor forms: their clicks, kept by the page's first script while the app
// downloads, are replayed once it runs. The page is parsed (DOMContentLoaded) when that script has run. Those of
// the product page, /shop and the size guide are in clicks-while-page-loads.spec.ts, with the page's own module
// held back too.

test('/faq: a question opened before the app runs is open once it runs', async ({ context }) => {
  const { page, scripts } = await earlyPage({ context }, theApp);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await page.getByRole('button', { name: 'Quels sont les délais de livraison ?' }).click();
  await scripts.release();
  await hydrated(page);
  await expect(page.getByText(/Comptez ensuite 2 à 4 jours ouvrés/)).toBeVisible();
});

test('the chat launcher clicked before the app runs opens the chat once it runs', async ({ context }) => {
  const { page, scripts } = await earlyPage({ context }, theApp);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  await scripts.release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Votre conseillère Maison Aurèle' })).toBeVisible();
});
