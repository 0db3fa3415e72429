import type { Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { logIn, notifications } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const block = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page, baseURL }) => {
  await chatAlreadyOpened(page);
  await page.goto('/auth');
  await logIn(page, 'Espace client', 'camille.lambert@example.be');
  await expect(page).toHaveURL(`${baseURL}/account`);
});

test('pseudo, delivery address and contact details survive a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Modifier le pseudo' }).click();
  await page.getByRole('textbox', { name: 'Pseudo' }).fill('camille_b');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(notifications(page).getByText('Pseudo mis à jour')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter l’adresse de livraison' }).click();
  const address = page.getByRole('dialog', { name: 'Ajouter l’adresse de livraison' });
  await address.getByRole('textbox', { name: /Rue et numéro/ }).fill('Rue de Rivoli 10');
  await address.getByRole('combobox', { name: /Pays/ }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await address.getByRole('textbox', { name: /Code postal/ }).fill('7500');
  await address.getByRole('textbox', { name: /Ville/ }).fill('Paris');
  await address.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    address.getByText('Le code postal français compte 5 chiffres (par exemple 75008).'),
  ).toBeVisible();
  await address.getByRole('textbox', { name: /Code postal/ }).fill('75001');
  await address.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notifications(page).getByText('Adresse enregistrée')).toBeVisible();

  await page.getByRole('button', { name: 'Modifier mes coordonnées' }).click();
  const contact = page.getByRole('dialog', { name: 'Modifier mes coordonnées' });
  await contact.getByRole('textbox', { name: /Téléphone/ }).fill('+32 470 12 34 56');
  await contact.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notifications(page).getByText('Coordonnées enregistrées')).toBeVisible();

  await page.reload();
  await expect(block(page, 'Profil').getByText('camille_b')).toBeVisible();
  await expect(block(page, 'Adresse de livraison')).toContainText('Rue de Rivoli 10');
  await expect(block(page, 'Adresse de livraison')).toContainText('75001 Paris');
  await expect(block(page, 'Coordonnées').getByText('+32 470 12 34 56')).toBeVisible();
});

test('a file that is not an image is refused; an image becomes the downscaled photo', async ({ page }) => {
  const input = page.getByLabel('Choisir une photo de profil');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await expect(notifications(page).getByText('Format non pris en charge')).toBeVisible();

  // A 1×1 PNG, drawn again on a 256×256 canvas.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await expect(notifications(page).getByText('Photo de profil mise à jour')).toBeVisible();
  const photo = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.profilePicture as string,
    storageKeys.currentUser,
  );
  expect(photo).toMatch(/^data:image\/(webp|jpeg);base64,/);
  await expect(block(page, 'Profil').getByRole('img', { name: 'Camille' })).toHaveAttribute('src', photo);
});

test('the identity buttons say « Bientôt disponible ! »', async ({ page }) => {
  await page.getByRole('button', { name: 'Commencer la vérification' }).click();
  await expect(notifications(page).getByText('Bientôt disponible !')).toBeVisible();
});

test('/orders lists the two sample orders; the invoice is coming soon', async ({ page }) => {
  await page.goto('/orders');
  const shipped = page.getByRole('region', { name: 'Commande ZE-25102' });
  await expect(shipped.getByText('Expédié', { exact: true })).toBeVisible();
  await expect(shipped.getByText('780,00 €')).toBeVisible();
  const delivered = page.getByRole('region', { name: 'Commande ZE-24817' });
  await expect(delivered.getByText('Livré', { exact: true })).toBeVisible();
  await expect(delivered.getByText('350,00 €')).toBeVisible();
  await delivered.getByRole('button', { name: 'Voir la facture' }).click();
  await expect(notifications(page).getByText('Bientôt disponible !')).toBeVisible();
  await delivered.getByRole('link', { name: 'Suivre le colis' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
});

test('on a phone, each address block holds its button whole, its label within it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Adresse de livraison', 'Adresse de facturation']) {
    const button = block(page, name).getByRole('button', { name: /^Ajouter l’adresse/ });
    const fits = await button.evaluate((element) => {
      const room = element.parentElement?.getBoundingClientRect().right ?? 0;
      return element.getBoundingClientRect().right <= room && element.scrollWidth <= element.clientWidth;
    });
    expect(fits, name).toBe(true);
  }
});
