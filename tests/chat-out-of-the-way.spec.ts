import type { BrowserContext, Locator, Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { aUser } from '../packages/web/src/testing/user-fixtures.ts';
import { byOrder, catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts, theApp } from './held-scripts.ts';
import { firstProduct } from './seeded-products.ts';
import { chatAlreadyOpened, signedInAs } from './shop-storage.ts';

/**
 * The chat greets an idle first visitor two seconds into the session (docs/product/rules.md#house-constants) and never
 * a busy one (issue 28): a click, a key, a scroll or another page first and it gives up for the session; it never opens
 * itself over a dialog, nor on a phone over the first screen's call to action. On a phone it opens as a compact panel
 * over the bottom of the screen that leaves the page readable and scrollable (issue 19). It answers what the shop
 * knows.
 */

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Votre conseillère Maison Aurèle' });

/**
 * Whether `top` is drawn over `under` where the two overlap. A modal dialog makes the rest of the page inert, which
 * hit-testing skips: the probe lifts that for the moment it looks, to see the drawing order alone.
 */
async function drawnOver(top: Locator, under: Locator): Promise<boolean> {
  return top.evaluate(
    (above, below) => {
      const a = above.getBoundingClientRect();
      const b = (below as Element).getBoundingClientRect();
      const [left, right] = [Math.max(a.left, b.left), Math.min(a.right, b.right)];
      const [upper, lower] = [Math.max(a.top, b.top), Math.min(a.bottom, b.bottom)];
      if (left >= right || upper >= lower) throw new Error('The two do not overlap: nothing to compare');
      const inert = [...document.querySelectorAll<HTMLElement>('[inert]')];
      for (const element of inert) element.inert = false;
      const seen = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
      for (const element of inert) element.inert = true;
      return seen !== null && above.contains(seen);
    },
    await under.elementHandle(),
  );
}

test('a dialog opened over the open chat is drawn above it', async ({ page }) => {
  await chatAlreadyOpened(page);
  await signedInAs(page, aUser());
  await page.goto('/account');
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  await expect(chatPanel(page)).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter l’adresse de livraison' }).click();
  const address = page.getByRole('dialog', { name: 'Ajouter l’adresse de livraison' });
  await expect(address).toBeVisible();
  expect(await drawnOver(address, chatPanel(page))).toBe(true);
  await address.getByRole('textbox', { name: /Rue et numéro/ }).fill('Rue de Rivoli 10');
  await page.keyboard.press('Escape');
  await expect(address).toBeHidden();
  await expect(chatPanel(page)).toBeVisible();
});

/**
 * The chat has not opened: its launcher still offers to open it. The launcher says so the moment the chat opens,
 * while the panel may still be downloading.
 */
const chatStillClosed = async (page: Page) => {
  await expect(page.getByRole('button', { name: 'Ouvrir le chat' })).toBeVisible();
  await expect(chatPanel(page)).toBeHidden();
};

/**
 * A first visit of `path` whose clock the test holds: it stops before the app starts, so before the chat's two
 * seconds start, and from then on only the test moves it: no slowness of the machine opens the chat early. The page
 * is one of the test's own (the fixture's page would wait for the app while the clock stands still).
 */
async function firstVisitOnTheTestsClock(
  context: BrowserContext,
  path: string,
  before: (page: Page) => Promise<unknown> = async () => undefined,
) {
  const page = await context.newPage();
  await before(page);
  await page.clock.install();
  const app = await holdScripts(page, theApp);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await app.requested;
  // Nothing of the app is waiting on the clock yet: how far it jumps here does not matter.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await app.release();
  return page;
}

/**
 * Moves the page's clock on a little at a time until `check` passes: the app may wait for a timer. The clock's steps
 * pace it, so it retries at once.
 */
const runUntil = (page: Page, check: () => Promise<unknown>) =>
  expect(async () => {
    await page.clock.runFor(50);
    await check();
  }).toPass({ intervals: [10] });

const runUntilVisible = (page: Page, locator: Locator) =>
  runUntil(page, () => expect(locator).toBeVisible({ timeout: 200 }));

/** Until the app has taken the page over: what the test does next, the app hears. */
const runUntilHydrated = (page: Page) =>
  runUntil(page, () => expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 200 }));

/**
 * Gave up opening itself: long after its two seconds it has decided (it looks at the page with code it downloads
 * then, in the browser's own time, so the test waits for the decision), it will not try again this session, and it
 * is still closed.
 */
async function chatGaveUp(page: Page) {
  await page.clock.runFor(5000);
  await runUntil(page, async () =>
    expect(await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.chatOpened)).toBe('true'),
  );
  await chatStillClosed(page);
}

const phone = { width: 390, height: 844 };

test('a first visit that filters /shop on a phone and sees the results never sees the chat open', async ({
  context,
}) => {
  const page = await firstVisitOnTheTestsClock(context, '/shop', (page) => page.setViewportSize(phone));
  await runUntilHydrated(page);
  await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrer' });
  await runUntilVisible(page, dialog);
  await dialog.getByRole('group', { name: 'Taille' }).getByRole('checkbox').first().check();
  const results = dialog.getByRole('button', { name: /^Voir les \d+ résultats?$/ });
  await runUntilVisible(page, results);
  await results.click();
  // It closes with a transition, on the page's clock.
  await runUntil(page, () => expect(dialog).toBeHidden({ timeout: 200 }));
  await chatGaveUp(page);
});

test('a first visit that picks a header suggestion within 2 s never sees the chat open over the product', async ({
  context,
  request,
  baseURL,
}) => {
  const product = firstProduct(byOrder(await catalogue(request)));
  const page = await firstVisitOnTheTestsClock(context, '/');
  await runUntilHydrated(page);
  const search = page.getByRole('banner').getByLabel('Rechercher une pièce ou une marque', { exact: true });
  await search.click();
  await search.pressSequentially(product.title.slice(0, 2));
  const option = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: new RegExp(`^${product.title}`) });
  await runUntilVisible(page, option);
  await option.click();
  await expect(page).toHaveURL(`${baseURL}/product/${product.id}`);
  await chatGaveUp(page);
});

test('an idle first visit is greeted after 2 s, without the focus taken from the page', async ({
  context,
}) => {
  const page = await firstVisitOnTheTestsClock(context, '/shop');
  await runUntilHydrated(page);
  await page.clock.runFor(1000);
  await chatStillClosed(page);
  await page.clock.runFor(1000);
  await runUntilVisible(page, chatPanel(page));
  await expect(chatPanel(page).getByRole('log', { name: 'Conversation' })).toContainText('Vous flânez');
  expect(await chatPanel(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(false);
});

test('on a phone, the chat never opens itself over the home page’s call to action', async ({ context }) => {
  const page = await firstVisitOnTheTestsClock(context, '/', (page) => page.setViewportSize(phone));
  await runUntilHydrated(page);
  await expect(page.getByRole('link', { name: 'Découvrir la boutique' })).toBeInViewport();
  await chatGaveUp(page);
});

test('a question about delivery gets the free-delivery threshold and a link to the delivery page', async ({
  page,
  baseURL,
}) => {
  await chatAlreadyOpened(page);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  const panel = chatPanel(page);
  await panel.getByRole('textbox', { name: 'Votre message' }).fill('Combien coûtent les livraisons ?');
  await page.keyboard.press('Enter');
  const conversation = panel.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText(/offerte dès 150\s€ d'achat/);
  await conversation.getByRole('link', { name: 'Livraison et retours' }).click();
  await expect(page).toHaveURL(`${baseURL}/shipping-returns`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone the chat opens itself over the bottom of the screen only, the page still readable and scrollable', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/faq');
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  // The top 55 % of the screen stays the page's (to the pixel: the browser rounds the panel's edge).
  expect(box?.y).toBeGreaterThanOrEqual(0.55 * 844 - 1);
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeInViewport();
  await page.mouse.move(195, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(panel).toBeVisible();

  // Opened by the shopper, it is the full chat, ready to write in.
  await panel.getByRole('button', { name: 'Fermer le chat' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click();
  await expect(panel.getByRole('textbox')).toBeFocused();
  expect((await panel.boundingBox())?.y).toBeLessThan(0.55 * 844);
});
