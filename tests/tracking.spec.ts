import type { Page } from '@playwright/test';
import { notices } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const field = (page: Page) => page.getByRole('textbox', { name: /Numéro de commande/ });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Rechercher' });
const result = (page: Page, orderId: string) => page.getByRole('region', { name: `Commande ${orderId}` });
const history = (page: Page, orderId: string) =>
  result(page, orderId).getByRole('list', { name: 'Historique de livraison' }).getByRole('listitem');

test.beforeEach(async ({ page }) => {
  // The real waits (1.5 s, 2 s) on a busy shared machine.
  test.slow();
  await chatAlreadyOpened(page);
});

test('the order in transit is found in lower case too, after the wait, with its journey', async ({
  page,
}) => {
  await page.goto('/track-order');
  await expect(page).toHaveTitle('Suivre ma commande — Maison Aurèle');
  await expect(page.getByRole('heading', { level: 1, name: 'Suivre ma commande' })).toBeVisible();

  await field(page).fill('zlr-73920');
  await field(page).press('Enter');
  await expect(searchButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(result(page, 'ZLR-73920')).toBeVisible();
  await expect(result(page, 'ZLR-73920')).toContainText('jeudi 26 novembre 2026');
  await expect(result(page, 'ZLR-73920')).toContainText('En transit');
  await expect(history(page, 'ZLR-73920')).toHaveCount(6);
  await expect(history(page, 'ZLR-73920').nth(3)).toContainText('Étape en cours : En transit');
  await expect(history(page, 'ZLR-73920').nth(3)).toContainText('Lille');
  await expect(history(page, 'ZLR-73920').nth(4)).toContainText('À venir : En cours de livraison');
});

test('the delivered order, opened from a « Suivre le colis » link, has every step done', async ({ page }) => {
  await page.goto('/track-order?order=ZLR-73511');
  await expect(field(page)).toHaveValue('ZLR-73511');
  await searchButton(page).click();
  await expect(result(page, 'ZLR-73511')).toContainText('Livré');
  const steps = history(page, 'ZLR-73511');
  await expect(steps).toHaveCount(6);
  for (const [index, step] of [
    'Commande confirmée',
    'Colis préparé',
    'Colis expédié',
    'En transit',
    'En cours de livraison',
    'Livré',
  ].entries()) {
    await expect(steps.nth(index)).toContainText(`Étape terminée : ${step}`);
  }
  await expect(steps.nth(5)).toContainText('Lyon');
});

test('an unknown number ends on « Commande introuvable »', async ({ page }) => {
  await page.goto('/track-order');
  await field(page).fill('ZLR-00000');
  await searchButton(page).click();
  await expect(notices(page)).toContainText('Commande introuvable');
  await expect(notices(page)).toContainText(
    'Aucune commande trouvée pour ce numéro. Veuillez vérifier et réessayer.',
  );
  await expect(page.getByRole('region', { name: /^Commande ZLR/ })).toHaveCount(0);
});

test('a blank number is refused at once, the field marked', async ({ page }) => {
  await page.goto('/track-order');
  await field(page).fill('   ');
  await searchButton(page).click();
  await expect(notices(page)).toContainText('Numéro de commande requis');
  await expect(notices(page)).toContainText('Veuillez entrer un numéro de commande valide.');
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toBeFocused();
});

test('/track-order and /return-portal give the same example order number, and /track-order finds it', async ({
  page,
}) => {
  await page.goto('/return-portal');
  const hint = page.getByRole('main').getByText(/^Par exemple [A-Z]+-\d+/);
  const example = /[A-Z]+-\d+/.exec((await hint.textContent()) ?? '')?.[0] ?? 'none';
  await expect(field(page)).toHaveAccessibleDescription(new RegExp(`^Par exemple ${example}`));
  await page.goto('/track-order');
  await expect(field(page)).toHaveAccessibleDescription(`Par exemple ${example}`);
  await field(page).fill(example);
  await field(page).press('Enter');
  await expect(result(page, example)).toBeVisible();
});

test('a new search takes away what the last one said: no « Commande introuvable » over the order found', async ({
  page,
}) => {
  await page.goto('/track-order');
  await field(page).fill('ZLR-00000');
  await field(page).press('Enter');
  await expect(notices(page)).toContainText('Commande introuvable');
  await field(page).fill('zlr-73920');
  await field(page).press('Enter');
  // At once, not when its own 5 s run out: well before this search answers (1.5 s).
  await expect(notices(page)).not.toContainText('Commande introuvable', { timeout: 1000 });
  await expect(result(page, 'ZLR-73920')).toBeVisible();
  expect(await notices(page).textContent()).not.toContain('Commande introuvable');
});
