import type { Page } from '@playwright/test';
import { notices } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const orderField = (page: Page) => page.getByRole('textbox', { name: /Numéro de commande/ });
const emailField = (page: Page) => page.getByRole('textbox', { name: /Adresse e-mail/ });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Rechercher ma commande' });

test.beforeEach(async ({ page }) => {
  // The real waits (1.5 s, 2 s) on a busy shared machine.
  test.slow();
  await chatAlreadyOpened(page);
  await page.goto('/return-portal');
});

test('the portal explains returns and refuses an incomplete request', async ({ page }) => {
  await expect(page).toHaveTitle('Retourner un article — Maison Aurèle');
  await expect(page.getByRole('heading', { level: 1, name: 'Retourner un article' })).toBeVisible();
  await expect(emailField(page)).toHaveAttribute('type', 'email');
  await expect(page.getByRole('main').getByRole('link', { name: 'Livraison et retours' })).toHaveAttribute(
    'href',
    '/shipping-returns',
  );

  await submitButton(page).click();
  await expect(notices(page)).toContainText('Champs requis');
  await expect(notices(page)).toContainText('Veuillez entrer votre numéro de commande et votre email.');
  await expect(orderField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
});

test('a complete request waits, then always ends on « Commande non trouvée »', async ({ page }) => {
  await orderField(page).fill('ZE-24817');
  await emailField(page).fill('camille.lambert@example.be');
  await submitButton(page).click();
  await expect(notices(page)).toContainText('Demande en cours...');
  await expect(notices(page)).toContainText('Commande non trouvée', { timeout: 5000 });
  await expect(notices(page)).toContainText(
    'Veuillez vérifier les informations ou contacter notre service client.',
  );
});
