import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { authForm, fillRegistration, header, lea } from './account-helpers.ts';
import { cartComesToHold, catalogue, notices } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, hydrated, notHydrated, pageModule } from './held-scripts.ts';
import { chooseVariant } from './product-helpers.ts';
import { shownVariantInStock } from './seeded-products.ts';

/**
 * A shopper on a slow phone types into a form the server drew, then presses its button once the page has finished
 * loading: what they typed is what the form sends, and nothing they typed is wiped (issue 19). The scripts are held
 * back while they type (all of them, or only the page's own module), then let through before the submit.
 */

test('/track-order: the number typed before the app runs is the one searched once it runs', async ({
  context,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/track-order', { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name: /Numéro de commande/ });
  await field.fill('ZLR-73511');
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('region', { name: 'Commande ZLR-73511' })).toContainText('Livré');
  await expect(field).toHaveValue('ZLR-73511');
});

test('/return-portal: what is typed while the page itself still loads is the request sent', async ({
  context,
}) => {
  // The real 2 s wait of the request, on a busy shared machine.
  test.slow();
  const { page, scripts } = await earlyPage({ context }, pageModule('return-portal-page'));
  await page.goto('/return-portal', { waitUntil: 'domcontentloaded' });
  // The app runs and waits for the page's module: it is the app, not the page's first script, that sees the typing.
  await scripts.requested;
  const orderNumber = page.getByRole('textbox', { name: /Numéro de commande/ });
  const email = page.getByRole('textbox', { name: /Adresse e-mail/ });
  await orderNumber.fill('ZE-24817');
  await email.fill('camille.lambert@example.be');
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Rechercher ma commande' }).click();
  await expect(notices(page)).toContainText('Commande non trouvée', { timeout: 5000 });
  await expect(notices(page)).not.toContainText('Champs requis');
  await expect(orderNumber).toHaveValue('ZE-24817');
  await expect(email).toHaveValue('camille.lambert@example.be');
});

test('contact: the fields typed before the app runs are sent with the subject chosen after', async ({
  context,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Écrivez-nous' });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Léa Martin');
  await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('lea.martin@example.fr');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Bonjour, une question sur une commande.');
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  // The subject list needs the app.
  await form.getByRole('combobox', { name: /^Sujet/ }).click();
  await page.getByRole('option', { name: 'Un partenariat' }).click();
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(notices(page)).toContainText('Merci pour votre message');
  await expect(notices(page)).not.toContainText('Champs requis');
});

test('home: the address typed before the app runs is the one subscribed', async ({ context }) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/', { waitUntil: 'commit' });
  const newsletter = page.getByRole('form', { name: 'La lettre de la Maison' });
  await newsletter.getByRole('textbox').fill('lea.martin@example.fr');
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await newsletter.getByRole('button', { name: "S'inscrire" }).click();
  await expect(notices(page)).toContainText('Merci pour votre inscription');
});

test('header: the search typed before the app runs is the one made once it runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/about', { waitUntil: 'commit' });
  const search = page.getByRole('banner').getByLabel('Rechercher une pièce ou une marque', { exact: true });
  await search.fill('écharpe');
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await search.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/shop?search=%C3%A9charpe`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Résultats pour « écharpe »' }),
  ).toBeVisible();
});

test('product page: the quantity typed before the app runs is the one added to the cart', async ({
  context,
  request,
}) => {
  const { product, variant } = shownVariantInStock(await catalogue(request), 3);
  const { page, scripts } = await earlyPage({ context });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  await page.getByRole('spinbutton').fill('2');
  await chooseVariant(page, variant);
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  // The stock known, the app adds the line itself, with the quantity it holds.
  await expect(page.getByText(/en stock!$/)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await cartComesToHold(page, variant, 2);
});

for (const { address, heading, email, firstName, destination } of [
  {
    address: '/auth?mode=client',
    heading: 'Connexion à votre espace client',
    email: 'camille.lambert@example.be',
    firstName: 'Camille',
    destination: '/account',
  },
  // An e-mail of docs/product/decisions.md's list of administrators.
  {
    address: '/auth?mode=admin',
    heading: 'Connexion administrateur',
    email: 'catalogue@maison-aurele.be',
    firstName: 'Catalogue',
    destination: '/admin',
  },
]) {
  test(`${address}: the e-mail and password typed before the app runs are the ones signed in with`, async ({
    context,
    baseURL,
  }) => {
    const { page, scripts } = await earlyPage({ context });
    await page.goto(address, { waitUntil: 'commit' });
    const form = authForm(page);
    await expect(form).toHaveAccessibleName(heading);
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel(/^Mot de passe/).fill('peu importe');
    await notHydrated(page);
    await scripts.release();
    await hydrated(page);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${baseURL}${destination}`);
    await expect(header(page).getByRole('button', { name: `Mon espace, ${firstName}` })).toBeVisible();
  });
}

test('/auth?mode=client&view=register: the account is created with what was typed before the app runs', async ({
  context,
  baseURL,
}) => {
  const { page, scripts } = await earlyPage({ context });
  await page.goto('/auth?mode=client&view=register', { waitUntil: 'commit' });
  const form = authForm(page);
  await expect(form).toHaveAccessibleName('Créer votre compte');
  await fillRegistration(form);
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByText('Bonjour Léa, bienvenue dans votre espace personnel.')).toBeVisible();
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    storageKeys.currentUser,
  );
  expect(stored).toMatchObject(lea);
});
