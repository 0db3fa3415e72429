import type { Page } from '@playwright/test';

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
