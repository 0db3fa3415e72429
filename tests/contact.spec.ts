import type { Page } from '@playwright/test';
import { notices } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Écrivez-nous' });
const nameField = (page: Page) => form(page).getByRole('textbox', { name: /^Nom/ });
const emailField = (page: Page) => form(page).getByRole('textbox', { name: /^Adresse e-mail/ });
const subjectField = (page: Page) => form(page).getByRole('combobox', { name: /^Sujet/ });
const messageField = (page: Page) => form(page).getByRole('textbox', { name: /^Message/ });
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Envoyer le message' });

test.beforeEach(async ({ page }) => {
  await chatAlreadyOpened(page);
  await page.goto('/contact');
});

test('the contact page shows the house and refuses an empty message', async ({ page }) => {
  await expect(page).toHaveTitle('Nous contacter — Maison Aurèle');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Du lundi au samedi, 9h–19h');
  await expect(page.getByRole('main')).toContainText('Avenue Louise 54');

  await sendButton(page).click();
  await expect(notices(page)).toContainText('Champs requis');
  await expect(notices(page)).toContainText('Veuillez remplir tous les champs pour nous contacter.');
  for (const field of [nameField(page), emailField(page), subjectField(page), messageField(page)]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(nameField(page)).toBeFocused();
});

test('a complete message is thanked and the form cleared', async ({ page }) => {
  await nameField(page).fill('Camille Lambert');
  await emailField(page).fill('camille.lambert@example.be');
  await subjectField(page).click();
  await page.getByRole('option', { name: 'Un partenariat' }).click();
  await expect(subjectField(page)).toHaveText('Un partenariat');
  await messageField(page).fill('Bonjour, nous aimerions présenter nos créations à votre équipe.');
  await sendButton(page).click();
  await expect(notices(page)).toContainText('Merci pour votre message');
  await expect(nameField(page)).toHaveValue('');
  await expect(emailField(page)).toHaveValue('');
  await expect(messageField(page)).toHaveValue('');
  await expect(subjectField(page)).toHaveText('Choisissez un sujet');
});
