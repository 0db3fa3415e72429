import type { Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { anAdmin, aUser } from '../packages/web/src/testing/user-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

const userAs = (role: 'user' | 'admin') => (role === 'user' ? aUser() : anAdmin());

/** Writes JSON values into the browser's storage before the shop's scripts run, on every load of the page. */
async function seed(page: Page, area: 'localStorage' | 'sessionStorage', values: Record<string, unknown>) {
  await page.addInitScript(
    ([area, values]) => {
      for (const [key, value] of Object.entries(values)) window[area].setItem(key, JSON.stringify(value));
    },
    [area, values] as const,
  );
}

const header = (page: Page) => page.getByRole('banner');

test.describe('header', () => {
  test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

  test('the search leads to the shop results, and does nothing on blank text', async ({ page, baseURL }) => {
    await page.goto('/');
    // A search box until focused, then the field that suggests: both carry this label.
    const search = header(page).getByLabel('Rechercher une pièce ou une marque', { exact: true });

    await search.fill('   ');
    await search.press('Enter');
    await header(page).getByRole('button', { name: 'Lancer la recherche' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);

    await search.fill('  écharpe cachemire ');
    await search.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/shop?search=%C3%A9charpe+cachemire`);
  });

  test('« Explorer » opens from the keyboard and leads to a category', async ({ page, baseURL }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Explorer' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Explorer' });
    await expect(panel.getByRole('link', { name: 'Femme' })).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Prada' })).toHaveAttribute('href', '/shop?brand=prada');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Enfant' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/shop?category=enfant`);
    await expect(panel).toBeHidden();
  });

  test('on a desktop « Explorer » stands as far from « Accessoires » as the universes from each other', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
    const words = ['Homme', 'Enfant', 'Accessoires'].map((name) => navigation.getByRole('link', { name }));
    const explore = navigation.getByRole('button', { name: 'Explorer' });
    const [homme, enfant, accessoires] = await Promise.all(words.map((word) => word.boundingBox()));
    const gap = (enfant?.x ?? 0) - ((homme?.x ?? 0) + (homme?.width ?? 0));
    // The button's word starts after its own padding, which its pulled-back margin cancels.
    const padding = await explore.evaluate((button) =>
      Number.parseFloat(getComputedStyle(button).paddingLeft),
    );
    const exploreGap =
      ((await explore.boundingBox())?.x ?? 0) + padding - ((accessoires?.x ?? 0) + (accessoires?.width ?? 0));
    expect(Math.abs(exploreGap - gap)).toBeLessThan(2);
  });

  test('the skip link casts no shadow until it is shown (none reaches into a dialog from off screen)', async ({
    page,
  }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    expect(await skip.evaluate((link) => getComputedStyle(link).boxShadow)).toBe('none');
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect(await skip.evaluate((link) => getComputedStyle(link).boxShadow)).not.toBe('none');
  });

  test('the badges count the stored cart units and wishlist items', async ({ page }) => {
    const line = {
      product: { id: 'prod_demo', title: 'Chemise en oxford', image: null, brand: 'Maison Aurèle' },
      variant: {
        id: 'var_demo',
        title: 'M',
        price_in_cents: 11900,
        sale_price_in_cents: null,
        currency: 'EUR',
        manage_inventory: true,
        inventory_quantity: 10,
      },
      quantity: 3,
    };
    const saved = {
      productId: 'prod_scarf',
      variantId: 'var_scarf',
      name: 'Écharpe en cachemire',
      brand: 'Maison Aurèle',
      priceInCents: 19500,
      currency: 'EUR',
      image: null,
    };
    await seed(page, 'localStorage', { [storageKeys.cart]: [line], [storageKeys.wishlist]: [saved] });
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Favoris, 1 article' })).toBeVisible();
  });

  for (const { role, name, entries } of [
    { role: 'user', name: 'Mon espace, Camille', entries: ['Mon compte', 'Mes commandes', 'Se déconnecter'] },
    {
      role: 'admin',
      name: 'Mon espace, Hélène',
      entries: ['Mon compte', 'Mes commandes', 'Tableau de bord', 'Se déconnecter'],
    },
  ] as const) {
    test(`the user menu of a signed-in ${role} shows ${entries.length} entries`, async ({ page }) => {
      await seed(page, 'localStorage', { [storageKeys.currentUser]: userAs(role) });
      await page.goto('/');
      await header(page).getByRole('button', { name }).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([...entries]);
    });
  }

  test('signing out forgets the user and returns home', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.evaluate(([key, user]) => localStorage.setItem(key, JSON.stringify(user)), [
      storageKeys.currentUser,
      aUser(),
    ] as const);
    await page.goto('/shop');
    await header(page).getByRole('button', { name: 'Mon espace, Camille' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.currentUser)).toBe('null');
  });
});

test('at 320 px the menu button opens the same links; a link leads to the new page, focused on its heading', async ({
  page,
  baseURL,
}) => {
  await chatAlreadyOpened(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Explorer' })).toBeHidden();
  await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dolce & Gabbana' })).toHaveAttribute(
    'href',
    '/shop?brand=dolce-gabbana',
  );
  await menu.getByRole('link', { name: 'Accessoires' }).click();
  await expect(page).toHaveURL(`${baseURL}/shop?category=accessoires`);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});

test('the chat opens itself 2 s into the first visit of a session, not again after a reload', async ({
  page,
}) => {
  // The page's clock is the test's: a slow machine cannot make 2 s pass early or late.
  await page.clock.install();
  await page.goto('/');
  const panel = page.getByRole('dialog', { name: 'Votre conseillère Maison Aurèle' });
  await page.clock.runFor(1900);
  await expect(panel).toBeHidden();
  await page.clock.runFor(200);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('log', { name: 'Conversation' })).toContainText('Bonjour et bienvenue');

  await page.reload();
  await page.clock.runFor(3000);
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  await expect(panel).toBeVisible();
});

test('a chat that cannot be downloaded says so and leaves the page working', async ({ page }) => {
  await chatAlreadyOpened(page);
  await page.route('**/assets/chat-on-demand-*.js', (route) => route.abort());
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Chat momentanément indisponible',
  );
  await expect(page.getByRole('button', { name: 'Ouvrir le chat' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown address shows the French 404 page in the shell', async ({ page }) => {
  await chatAlreadyOpened(page);
  await page.goto('/une-adresse-disparue');
  await expect(page.getByRole('heading', { level: 1, name: "Cette page s'est éclipsée" })).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable — Maison Aurèle');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Découvrir nos collections' }),
  ).toHaveAttribute('href', '/shop');
  await expect(page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
    'href',
    '/',
  );
});
