import type { Locator, Page } from '@playwright/test';

export const header = (page: Page) => page.getByRole('banner');
export const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const authForm = (page: Page) => page.getByRole('main').getByRole('form');

/** From /auth: picks the space, fills the login form and submits it with Enter. */
export async function logIn(page: Page, space: 'Espace client' | 'Espace administrateur', email: string) {
  await page.getByRole('link', { name: new RegExp(`^${space}`) }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('peu importe');
  await page.getByLabel('Mot de passe').press('Enter');
}

export async function signOut(page: Page, firstName: string) {
  await header(page)
    .getByRole('button', { name: `Mon espace, ${firstName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
}

/** Léa Martin, a new client: what the register form asks for. */
export const lea = {
  email: 'lea.martin@example.fr',
  firstName: 'Léa',
  lastName: 'Martin',
  phone: '+33 6 12 34 56 78',
};

/** Fills the register form with Léa's details, a password twice, and ticks « Je ne suis pas un robot ». */
export async function fillRegistration(form: Locator) {
  await form.getByLabel('Adresse e-mail').fill(lea.email);
  await form.getByLabel(/^Mot de passe/).fill('secret');
  await form.getByLabel(/^Confirmer le mot de passe/).fill('secret');
  await form.getByLabel(/^Prénom/).fill(lea.firstName);
  await form.getByLabel(/^Nom/).fill(lea.lastName);
  await form.getByLabel(/^Téléphone/).fill(lea.phone);
  await form.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
}
