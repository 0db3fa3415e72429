import { byOrder, catalogue } from './catalogue-helpers.ts';
import { expect, testOnOwnStack } from './own-stack.ts';
import { firstProduct } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The BFF in workerd draws the same picture addresses as on Node (issue 25): the worker resizes nothing, the
// storefront's CDN (here the emulator's) does, and the page's CSP lets the browser reach it.
const test = testOnOwnStack({}, 'workerd');

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test('a product page served by the edge shows its first photo resized by the CDN, preloaded from the head', async ({
  page,
  request,
}) => {
  await chatAlreadyOpened(page);
  const product = firstProduct(byOrder(await catalogue(request)));
  const html = await (await request.get(`/product/${product.id}`)).text();
  expect(html.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(-1);
  expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<title>'));

  await page.goto(`/product/${product.id}`);
  const photo = page.getByRole('main').locator('[aria-roledescription="carousel"] img').first();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const chosen = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(chosen).toMatch(/\/cdn-cgi\/image\/format=auto,width=\d+,/);
});
