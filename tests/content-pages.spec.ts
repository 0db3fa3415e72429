import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/** Every static content page (docs/product/screens.md) and its only h1. */
const contentPages = [
  { path: '/about', heading: 'Notre maison' },
  { path: '/security', heading: 'Sécurité' },
  { path: '/terms', heading: 'Conditions générales de vente' },
  { path: '/privacy', heading: 'Politique de confidentialité' },
  { path: '/brands', heading: 'Nos marques' },
  { path: '/faq', heading: 'Questions fréquentes' },
  { path: '/shipping-returns', heading: 'Livraison & Retours' },
  { path: '/size-guide', heading: 'Guide des tailles' },
  { path: '/engagements', heading: 'Nos engagements' },
  { path: '/press', heading: 'Presse' },
  { path: '/cookies', heading: 'Politique de cookies' },
  { path: '/legal-mentions', heading: 'Mentions légales' },
];

const brandIds = ['calvin-klein', 'gucci', 'dolce-gabbana', 'michael-kors', 'versace', 'prada'];

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

for (const { path, heading } of contentPages) {
  test(`${path} shows its title, sets the document title and logs no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${heading} — Maison Aurèle`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    expect(errors).toEqual([]);
  });
}

test('each brand card leads to the shop filtered on its brand', async ({ page, baseURL }) => {
  await page.goto('/brands');
  const cards = page.getByRole('list', { name: 'Marques' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const [index, id] of brandIds.entries()) {
    await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/shop?brand=${id}`);
  }
  await page.getByRole('link', { name: 'Découvrir Gucci' }).click();
  await expect(page).toHaveURL(`${baseURL}/shop?brand=gucci`);
});

test('the FAQ shows its first category, switches category and opens an answer', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('tab', { name: 'Commande & Livraison' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const delays = page.getByRole('button', { name: 'Quels sont les délais de livraison ?' });
  await expect(delays).toBeVisible();
  await delays.click();
  await expect(page.getByText(/Comptez ensuite 2 à 4 jours ouvrés/)).toBeVisible();

  await page.getByRole('tab', { name: 'Paiement & Sécurité' }).click();
  await expect(delays).toBeHidden();
  await page.getByRole('button', { name: 'Quels moyens de paiement acceptez-vous ?' }).click();
  await expect(page.getByText(/Visa, MasterCard, American Express, PayPal/)).toBeVisible();
});

test('the size guide opens on Femme and switches to Homme and Enfant', async ({ page }) => {
  await page.goto('/size-guide');
  await expect(page.getByRole('tab', { name: 'Femme' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Tailles femme' })).toBeVisible();
  await page.getByRole('tab', { name: 'Femme' }).press('ArrowRight');
  await expect(page.getByRole('table', { name: 'Tailles homme' })).toBeVisible();
  await page.getByRole('tab', { name: 'Enfant' }).click();
  const kids = page.getByRole('table', { name: 'Tailles enfant' });
  await expect(kids.getByRole('row', { name: /2-3 ans/ })).toContainText('92-98');
  await expect(page.getByText('Entre deux tailles ?')).toBeVisible();
});

test('the press media kit and the cookie settings say they are coming soon', async ({ page }) => {
  await page.goto('/press');
  await expect(page.getByText('Lien bientôt disponible.')).toHaveCount(3);
  await page.getByRole('button', { name: 'Télécharger le kit média' }).click();
  await expect(notices(page).getByText('Bientôt disponible !')).toBeVisible();

  await page.goto('/cookies');
  await page.getByRole('button', { name: 'Ouvrir les paramètres' }).click();
  await expect(notices(page).getByText('Bientôt disponible !')).toBeVisible();
});
