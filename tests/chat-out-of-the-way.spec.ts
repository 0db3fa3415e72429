import type { Locator, Page } from '@playwright/test';
import { aUser } from '../packages/web/src/testing/user-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened, signedInAs } from './shop-storage.ts';

/** The chat never stands in the shopper's way (issue 19): a dialog stays above it. */

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
