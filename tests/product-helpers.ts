import type { Product as RawProduct, Variant as RawVariant } from '@aurele/storefront-contract';
import type { Page } from '@playwright/test';
import { displayVariant } from './catalogue-helpers.ts';
import { expect } from './fixtures.ts';

/**
 * Chooses `variant` on its product page as a shopper does: no size is chosen for them on arrival (issue 27). The
 * colour first, as every colour can be chosen until the size is; a value with no chip (one-size, one colour) is
 * no choice. Native radios: this works before the app runs too. It waits for the product's panel first: after a
 * navigation the previous page stays on screen while the product page's code downloads.
 */
export async function chooseVariant(page: Page, variant: RawVariant) {
  await expect(panelSubmit(page)).toBeVisible();
  const values = (variant.options ?? []).map((option) => option.value).reverse();
  for (const value of values) {
    const chip = page.getByRole('main').getByRole('radio', { name: value, exact: true });
    if ((await chip.count()) === 0 || (await chip.isChecked())) continue;
    // Clicked, then awaited: once the app runs, a choice is checked when the address has taken it.
    await chip.click();
    await expect(chip).toBeChecked();
  }
}

/** The panel's submit button: « Ajouter au panier », or « Choisissez une taille » until the app knows one is. */
export const panelSubmit = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Ajouter au panier|Choisissez une taille)$/ });

const mayBeBought = (variant: RawVariant) =>
  !variant.manage_inventory || (variant.inventory_quantity ?? 0) > 0;

/** The variant a shopper can buy: the one the product shows first when it may be bought, else the first that may. */
export const buyableVariant = (product: RawProduct): RawVariant | undefined =>
  [displayVariant(product), ...product.variants].find((variant) => variant && mayBeBought(variant));

/**
 * Chooses the first size on sale on a product page whose product only a list told of, when it comes in sizes. The
 * page asks for the live stock as it opens (its panel busy meanwhile): a size chosen before the answer may turn out
 * sold out and be let go. So the choice waits for the stock, and is made again until the panel offers « Ajouter au
 * panier ».
 */
export async function chooseAnySize(page: Page) {
  await expect(panelSubmit(page)).toBeVisible();
  const sizes = page.getByRole('main').getByRole('radiogroup', { name: 'Taille' });
  if ((await sizes.count()) === 0) return;
  const panel = page
    .getByRole('main')
    .locator('form', { has: page.getByRole('radiogroup', { name: 'Taille' }) });
  await expect(async () => {
    await expect(panel).not.toHaveAttribute('aria-busy', 'true', { timeout: 5_000 });
    const size = sizes.getByRole('radio', { name: /^(?!.*épuisé)/, disabled: false }).first();
    await size.click();
    await expect(size).toBeChecked({ timeout: 2_000 });
    await expect(panelSubmit(page)).toHaveText('Ajouter au panier', { timeout: 2_000 });
  }).toPass();
}
