import type { Page } from '@playwright/test';
import { cartLink, catalogue, euros, payable, spaced } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './held-scripts.ts';
import { seededVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// Issue 27, point 6: on a phone, the add stays at hand once the panel has scrolled away.

const bar = (page: Page) => page.getByRole('region', { name: 'Ajout au panier' });

test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sticky bar shows the price, the size and the button below the chat launcher, and adds', async ({
    page,
    request,
    emulator: _seeded,
  }) => {
    const { product, variant } = seededVariant(
      await catalogue(request),
      (candidate) =>
        (candidate.options ?? []).length > 1 &&
        candidate.prices.length > 0 &&
        (!candidate.manage_inventory || (candidate.inventory_quantity ?? 0) > 0),
      'variant with a size and a colour, in stock',
    );
    const size = variant.options?.[0]?.value ?? '';
    await page.goto(`/product/${product.id}?variant=${variant.id}`);
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);

    await page.getByRole('heading', { name: 'Livraison, retours et paiement' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(spaced(euros(payable(variant))));
    await expect(bar(page)).toContainText(`Taille : ${size}`);
    const barBox = await bar(page).boundingBox();
    expect(barBox && barBox.y + barBox.height).toBeCloseTo(844, 0);
    // The chat launcher sits above the bar, never under it.
    const launcher = await page.getByRole('button', { name: 'Ouvrir le chat' }).boundingBox();
    expect(launcher && barBox && launcher.y + launcher.height).toBeLessThanOrEqual(barBox?.y ?? 0);

    await bar(page).getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

    // Back up to the panel, the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar(page)).toHaveCount(0);
  });
});

test('on a desktop the panel stays in view and no bar shows', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [product] = await catalogue(request);
  await page.goto(`/product/${product?.id}`);
  await hydrated(page);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(bar(page)).toBeHidden();
});
