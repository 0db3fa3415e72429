import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { authForm, fillRegistration, header, logIn, notifications, signOut } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

test.beforeEach(async ({ page }) => {
  await chatAlreadyOpened(page);
});

test('signed out, /orders is refused with « Accès refusé », and login leads back there', async ({
  page,
  baseURL,
}) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(`${baseURL}/auth`);
  await expect(notifications(page)).toContainText(
    'Accès refuséVous devez être connecté pour accéder à cette page.',
  );
  await logIn(page, 'Espace client', 'camille.lambert@example.be');
  await expect(page).toHaveURL(`${baseURL}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
});

test('a client is refused /admin with « Accès non autorisé » and sent home', async ({ page, baseURL }) => {
  await page.goto('/auth');
  await logIn(page, 'Espace client', 'camille.lambert@example.be');
  await expect(page).toHaveURL(`${baseURL}/account`);
  await page.goto('/admin');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(notifications(page)).toContainText(
    "Accès non autoriséVous n'avez pas les permissions nécessaires pour voir cette page.",
  );
});

test('register, log out, log in again with the same e-mail: the profile comes back', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: /^Espace client/ }).click();
  await page.getByRole('link', { name: 'Pas encore de compte ? Créer un compte' }).click();
  const form = authForm(page);
  await fillRegistration(form);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByText('Bonjour Léa, bienvenue dans votre espace personnel.')).toBeVisible();
  await expect(page.getByText('Non vérifié')).toBeVisible();

  await signOut(page, 'Léa');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Se connecter' }).click();
  await logIn(page, 'Espace client', 'Lea.Martin@example.fr');
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByText('Bonjour Léa, bienvenue dans votre espace personnel.')).toBeVisible();
  await expect(page.getByText('+33 6 12 34 56 78')).toBeVisible();
});

for (const { email, grade } of [
  { email: 'admin@maison-aurele.be', grade: 'super-admin' },
  { email: 'direction@maison-aurele.be', grade: 'super-admin' },
  { email: 'catalogue@maison-aurele.be', grade: 'gestion-produits' },
  { email: 'logistique@maison-aurele.be', grade: 'gestion-commandes' },
]) {
  test(`admin login of ${email} opens the dashboard as ${grade}`, async ({ page, baseURL }) => {
    await page.goto('/auth');
    await logIn(page, 'Espace administrateur', email);
    await expect(page).toHaveURL(`${baseURL}/admin`);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      storageKeys.currentUser,
    );
    expect(stored).toMatchObject({ email, role: 'admin', grade });
  });
}

test('admin mode refuses an e-mail off the list, and a listed e-mail registered as a client', async ({
  page,
}) => {
  await page.goto('/auth');
  await logIn(page, 'Espace administrateur', 'camille.lambert@example.be');
  await expect(authForm(page).getByRole('alert')).toContainText(
    "Accès non autoriséCette adresse email n'a pas les permissions d'administrateur.",
  );
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');

  // catalogue@ first comes as a client: it stays one (docs/product/decisions.md).
  await page.getByRole('link', { name: 'Retour au choix de l’espace' }).click();
  await logIn(page, 'Espace client', 'catalogue@maison-aurele.be');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await signOut(page, 'Catalogue');
  await page.goto('/auth');
  await logIn(page, 'Espace administrateur', 'catalogue@maison-aurele.be');
  await expect(authForm(page).getByRole('alert')).toContainText(
    "Ce compte n'est pas un compte administrateur.",
  );
});

test('a client sign-in with no e-mail’s shape opens no account, and what was typed stays', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth');
  await logIn(page, 'Espace client', 'pas-un-email');
  await expect(authForm(page).getByRole('alert')).toContainText(
    'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.',
  );
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pas-un-email');
  await expect(page).toHaveURL(`${baseURL}/auth?mode=client`);
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
