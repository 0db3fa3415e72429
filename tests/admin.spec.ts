import type { Page } from '@playwright/test';
import type { AdminGrade } from '../packages/web/src/domain/user.ts';
import { anAdmin } from '../packages/web/src/testing/user-fixtures.ts';
import { notices } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened, signedInAs } from './shop-storage.ts';

/** An administrator of docs/product/decisions.md's list, already signed in (the admin guard lets them through). */
async function signInAs(page: Page, grade: AdminGrade, email: string, firstName: string) {
  await signedInAs(page, anAdmin({ id: `user_${grade}`, email, firstName, grade }));
}

const tabNames = ['Produits', 'Commandes', 'Prix & Taxes', 'Analyses', 'Utilisateurs', 'Paramètres'];
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const restriction = "Accès Restreint : Vous n'avez pas les permissions nécessaires pour voir cette section.";

async function expectOpenTabs(page: Page, open: string[]) {
  for (const name of tabNames) {
    if (open.includes(name)) await expect(tab(page, name)).not.toHaveAttribute('aria-disabled', 'true');
    else {
      await expect(tab(page, name)).toHaveAttribute('aria-disabled', 'true');
      await expect(tab(page, name)).toHaveAccessibleDescription(restriction);
    }
  }
}

test.beforeEach(async ({ page }) => {
  await chatAlreadyOpened(page);
});

test('super-admin sees every section; sample actions say « Bientôt disponible ! »', async ({ page }) => {
  await signInAs(page, 'super-admin', 'admin@maison-aurele.be', 'Hélène');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle('Tableau de bord — Maison Aurèle');
  await expect(page.getByRole('main')).toContainText('Bonjour Hélène Dubois');
  await expect(page.getByRole('main')).toContainText('Super-administrateur');
  await expectOpenTabs(page, tabNames);
  await expect(tab(page, 'Produits')).toHaveAttribute('aria-selected', 'true');
  // « Produits » is the store's own catalogue; adding a product is not possible yet.
  await expect(page.getByRole('table', { name: 'Catalogue' }).getByRole('rowheader')).toHaveCount(50);
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  await expect(notices(page)).toContainText('Bientôt disponible !');

  await tab(page, 'Analyses').click();
  await expect(page.getByRole('img', { name: "Chiffre d'affaires des six derniers mois" })).toBeVisible();
  await expect(page.getByRole('table', { name: "Chiffre d'affaires par mois" })).toContainText('Novembre');
  await tab(page, 'Paramètres').click();
  await expect(page.getByRole('main')).toContainText('contact@maison-aurele.be');
});

test('gestion-produits sees Produits and Prix & Taxes, the rest restricted', async ({ page }) => {
  await signInAs(page, 'gestion-produits', 'catalogue@maison-aurele.be', 'Inès');
  await page.goto('/admin');
  await expect(page.getByRole('main')).toContainText('Gestion des produits');
  await expectOpenTabs(page, ['Produits', 'Prix & Taxes']);
  await expect(tab(page, 'Produits')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Catalogue' }).getByRole('rowheader')).toHaveCount(50);
  await tab(page, 'Prix & Taxes').click();
  await expect(page.getByRole('row', { name: /Belgique/ })).toContainText('21 %');
  await expect(page.getByRole('row', { name: /Luxembourg/ })).toContainText('17 %');
  await expect(page.getByRole('row', { name: /Livraison standard/ })).toContainText('7,90 €');
});

test('gestion-commandes sees Commandes alone, first, with its statuses', async ({ page }) => {
  await signInAs(page, 'gestion-commandes', 'logistique@maison-aurele.be', 'Thomas');
  await page.goto('/admin');
  await expect(page.getByRole('main')).toContainText('Gestion des commandes');
  await expectOpenTabs(page, ['Commandes']);
  await expect(tab(page, 'Commandes')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: /ZE-25131/ })).toContainText('En attente');
  await expect(page.getByRole('row', { name: /ZE-25117/ })).toContainText('Expédiée');
});

test('on a phone the back office has its own header, and a table keeps its rows named while it scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'gestion-commandes', 'logistique@maison-aurele.be', 'Marc');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Administration');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute(
    'href',
    '/shop',
  );
  // None of the shop window's chrome: promo banner, search, navigation, chat.
  await expect(page.getByText("Livraison offerte dès 150 € d'achat")).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ouvrir le chat' })).toHaveCount(0);

  const frame = page.getByRole('region', { name: 'Commandes récentes' });
  const orderNumber = frame.getByRole('rowheader', { name: 'ZE-25131' });
  const before = await orderNumber.boundingBox();
  await frame.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(async () => (await orderNumber.boundingBox())?.x).toBe(before?.x);
  await expect(orderNumber).toBeInViewport();
  // A date is read whole.
  const date = frame
    .getByRole('row', { name: /ZE-25131/ })
    .getByRole('cell')
    .first();
  expect((await date.boundingBox())?.height).toBeLessThan(
    2 * ((await orderNumber.boundingBox())?.height ?? 0),
  );
});
